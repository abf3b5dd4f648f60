import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/** Slots of the agendas, their learners, recurrences, the operation history and payment deadlines. */
export const planningSlots: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);
    const s = db.schema;

    await withId(s.createTable('planning_recurrences'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('frequency', 'text', (c) => c.notNull().check(sql`frequency in ('daily', 'weekly')`))
      .addColumn('interval_n', 'integer', (c) => c.notNull())
      .addColumn('weekdays', 'text')
      .addColumn('until', 'text')
      .addColumn('count', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await withId(s.createTable('planning_slots'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('agenda_id', 'integer', (c) => c.notNull().references('agendas.id').onDelete('cascade'))
      .addColumn('recurrence_id', 'integer', (c) => c.references('planning_recurrences.id').onDelete('set null'))
      .addColumn('title', 'text')
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('start_time', 'text', (c) => c.notNull())
      .addColumn('end_time', 'text', (c) => c.notNull())
      .addColumn('activity_id', 'integer', (c) => c.references('planning_activities.id').onDelete('set null'))
      .addColumn('service_id', 'integer', (c) => c.references('services.id').onDelete('set null'))
      .addColumn('location_id', 'integer', (c) => c.references('appointment_locations.id').onDelete('set null'))
      .addColumn('resource_id', 'integer', (c) => c.references('material_resources.id').onDelete('set null'))
      .addColumn('team_member_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('planned').check(sql`status in ('planned', 'done', 'cancelled')`))
      .addColumn('is_background', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('capacity', 'integer')
      .addColumn('comment', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .addCheckConstraint('planning_slots_time_order', sql`start_time < end_time`)
      .execute();
    await s.createIndex('planning_slots_agenda_date_idx').on('planning_slots').columns(['agenda_id', 'date']).execute();
    await s.createIndex('planning_slots_structure_date_idx').on('planning_slots').columns(['structure_id', 'date']).execute();
    await s.createIndex('planning_slots_team_member_idx').on('planning_slots').columns(['team_member_id', 'date']).execute();
    await s.createIndex('planning_slots_resource_idx').on('planning_slots').columns(['resource_id', 'date']).execute();
    await s.createIndex('planning_slots_recurrence_idx').on('planning_slots').column('recurrence_id').execute();

    await withId(s.createTable('planning_slot_learners'), dialect)
      .addColumn('slot_id', 'integer', (c) => c.notNull().references('planning_slots.id').onDelete('cascade'))
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learners.id').onDelete('cascade'))
      .addColumn('is_excused', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_absent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('planning_slot_learners_unique', ['slot_id', 'learner_id'])
      .execute();
    await s.createIndex('planning_slot_learners_learner_idx').on('planning_slot_learners').column('learner_id').execute();

    await withId(s.createTable('planning_operation_histories'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.references('agencies.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('slot_id', 'integer', (c) => c.references('planning_slots.id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('planning_operation_histories_idx').on('planning_operation_histories').columns(['structure_id', 'created_at']).execute();

    await withId(s.createTable('learner_payment_deadlines'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learners.id').onDelete('cascade'))
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('due_date', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('paid_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('learner_payment_deadlines_learner_idx').on('learner_payment_deadlines').columns(['learner_id', 'due_date']).execute();
  },
};
