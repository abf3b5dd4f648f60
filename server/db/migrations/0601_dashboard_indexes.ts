import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Indexes the dashboards need on the tables of other areas, checked with the query plans on a
 * structure of 100 000 learners (`seed --learners 100000 --slots 2000`):
 * - birthdays look learners up by the month and day of their birth date (an expression index, the
 *   same text on SQLite and PostgreSQL);
 * - the accounting summary and the report read a period of bills by issue date;
 * - the contracts to follow are filtered by status and end date;
 * - the label indicators count registrations of a period.
 */
export const dashboardIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index learners_birthday_idx on learners (structure_id, (substr(birth_date, 6, 5)))`.execute(db);
    await db.schema.createIndex('bills_issue_idx').on('bills').columns(['structure_id', 'kind', 'issue_date']).execute();
    await db.schema.createIndex('learner_contracts_follow_up_idx').on('learner_contracts').columns(['structure_id', 'status', 'end_date']).execute();
    await db.schema.createIndex('learner_trainings_created_idx').on('learner_trainings').columns(['structure_id', 'created_at']).execute();
    await db.schema.createIndex('learner_payment_deadlines_open_idx').on('learner_payment_deadlines').columns(['structure_id', 'paid_at', 'due_date']).execute();
  },
};
