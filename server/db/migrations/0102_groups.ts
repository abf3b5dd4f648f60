import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/** Groups of learners (name unique in a structure) and their members: learners and team members. */
export const groups: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);
    await withId(db.schema.createTable('groups'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('trainer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('groups_structure_name_unique', ['structure_id', 'name'])
      .execute();
    await withId(db.schema.createTable('group_learners'), dialect)
      .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('learner_id', 'integer', (c) => c.references('learners.id').onDelete('cascade'))
      .addColumn('team_member_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('group_learners_learner_unique', ['group_id', 'learner_id'])
      .addUniqueConstraint('group_learners_member_unique', ['group_id', 'team_member_id'])
      .execute();
    await db.schema.createIndex('group_learners_learner_idx').on('group_learners').column('learner_id').execute();
  },
};
