import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/**
 * Private exam operators and partners: the operators and their exam centres (the simulated
 * operator's catalogue), each structure's operator configuration and favourite centres, the
 * operator's exam sessions with their seats, learners' registrations, and agencies' partner settings.
 */
export const privateOperators: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);

    await withId(db.schema.createTable('exam_operators'), dialect)
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('website', 'text')
      .execute();

    await withId(db.schema.createTable('exam_sites'), dialect)
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('exam_operators.id').onDelete('cascade'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('postal_code', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('operator_configurations'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('exam_operators.id').onDelete('cascade'))
      .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('account_number', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('operator_configurations_unique', ['structure_id', 'operator_id'])
      .execute();

    await withId(db.schema.createTable('favorite_exam_centers'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('site_id', 'integer', (c) => c.notNull().references('exam_sites.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('favorite_exam_centers_unique', ['structure_id', 'site_id'])
      .execute();

    await withId(db.schema.createTable('exam_sessions'), dialect)
      .addColumn('site_id', 'integer', (c) => c.notNull().references('exam_sites.id').onDelete('cascade'))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('start_time', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('seats_total', 'integer', (c) => c.notNull())
      .addColumn('seats_taken_elsewhere', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('exam_sessions_slot_unique', ['site_id', 'date', 'start_time', 'category'])
      .execute();

    await withId(db.schema.createTable('exam_registrations'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learners.id').onDelete('cascade'))
      .addColumn('session_id', 'integer', (c) => c.notNull().references('exam_sessions.id').onDelete('cascade'))
      .addColumn('status', 'integer', (c) => c.notNull().check(sql`status in (0, 1, 2)`))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // A learner holds at most one live (not cancelled) registration per session.
    await db.schema
      .createIndex('exam_registrations_live_unique')
      .on('exam_registrations')
      .columns(['learner_id', 'session_id'])
      .unique()
      .where(sql.ref('status'), '<>', 2)
      .execute();
    await db.schema.createIndex('exam_registrations_scope_idx').on('exam_registrations').columns(['structure_id', 'status']).execute();
  },
};
