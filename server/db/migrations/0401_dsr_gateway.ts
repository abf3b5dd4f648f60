import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/**
 * The livret-numérique (remote-declaration) gateway: the structure's gateway mode (modeDSR), its
 * gateway connections, and the lesson slots declared to the state platform. `planning_slot_id` has
 * no foreign key yet: the planning area's slots table lives in another branch (docs/decisions.md).
 */
export const dsrGateway: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);

    await db.schema
      .createTable('dsr_settings')
      .addColumn('structure_id', 'integer', (c) => c.primaryKey().references('structures.id').onDelete('cascade'))
      .addColumn('mode_dsr', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await withId(db.schema.createTable('dsr_sessions'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.references('agencies.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('login', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('connected_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('dsr_sessions_structure_idx').on('dsr_sessions').columns(['structure_id', 'agency_id']).execute();

    await withId(db.schema.createTable('livret_lesson_slots'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learners.id').onDelete('cascade'))
      .addColumn('planning_slot_id', 'integer')
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('start_time', 'text', (c) => c.notNull())
      .addColumn('duration', 'integer', (c) => c.notNull())
      .addColumn('lesson_type', 'text', (c) => c.notNull())
      .addColumn('training_id', 'integer', (c) => c.references('trainings.id'))
      .addColumn('trainer_name', 'text')
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('error_type', 'text')
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(dialect)))
      .execute();
    await db.schema
      .createIndex('livret_lesson_slots_scope_idx')
      .on('livret_lesson_slots')
      .columns(['structure_id', 'agency_id', 'date', 'start_time'])
      .execute();
  },
};
