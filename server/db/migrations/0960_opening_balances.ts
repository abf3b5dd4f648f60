import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/**
 * Opening balances (« reprise de solde »): what a learner owed in the school's previous software on
 * the day Volant took over, recorded as such (never as an invoice). It counts in the learner's
 * balance and is written to the ledger as an opening entry (journal AN).
 */
export const openingBalances: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const s = db.schema;
    await withId(s.createTable('opening_balances'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learners.id').onDelete('cascade'))
      .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents <> 0`))
      .addColumn('entry_date', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(dialect)))
      .execute();
    await s.createIndex('opening_balances_learner_idx').on('opening_balances').columns(['learner_id']).execute();
    await s.createIndex('opening_balances_structure_idx').on('opening_balances').columns(['structure_id', 'entry_date']).execute();
  },
};
