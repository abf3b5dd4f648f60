import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/** Push notifications to learners and their delivery log (spec part 2: push-kopilote). */
export const pushes: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);
    const s = db.schema;

    await withId(s.createTable('pushes'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull().check(sql`target in ('learner', 'group')`))
      .addColumn('learner_id', 'integer', (c) => c.references('learners.id').onDelete('set null'))
      .addColumn('group_id', 'integer', (c) => c.references('groups.id').onDelete('set null'))
      .addColumn('recipient_label', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('draft').check(sql`state in ('draft', 'published')`))
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .addColumn('sent_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('relaunch_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_relaunched_at', 'text')
      .addColumn('duplicated_from_id', 'integer', (c) => c.references('pushes.id').onDelete('set null'))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('deleted_at', 'text')
      .addCheckConstraint('pushes_date_order', sql`start_date <= end_date`)
      .execute();
    await s.createIndex('pushes_list_idx').on('pushes').columns(['structure_id', 'deleted_at', 'created_at']).execute();
    await s.createIndex('pushes_group_idx').on('pushes').column('group_id').execute();
    await s.createIndex('pushes_learner_idx').on('pushes').column('learner_id').execute();

    await withId(s.createTable('push_deliveries'), dialect)
      .addColumn('push_id', 'integer', (c) => c.notNull().references('pushes.id').onDelete('cascade'))
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learners.id').onDelete('cascade'))
      .addColumn('group_id', 'integer', (c) => c.references('groups.id').onDelete('set null'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('send', 'relaunch')`))
      .addColumn('delivered_at', 'text', (c) => c.notNull())
      .addColumn('delivered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await s.createIndex('push_deliveries_push_idx').on('push_deliveries').columns(['push_id', 'delivered_at']).execute();
    await s.createIndex('push_deliveries_learner_idx').on('push_deliveries').column('learner_id').execute();
  },
};
