import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/** Planning configuration: activities, agendas, appointment locations, profiles, agency settings. */
export const planningConfig: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);
    const s = db.schema;

    await withId(s.createTable('planning_activities'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.references('agencies.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('color', 'text', (c) => c.notNull())
      .addColumn('duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('planning_activities_scope_idx').on('planning_activities').columns(['structure_id', 'agency_id']).execute();

    await withId(s.createTable('agendas'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('type_id', 'integer', (c) => c.notNull().references('agenda_resource_types.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('color', 'text', (c) => c.notNull())
      .addColumn('team_member_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('resource_id', 'integer', (c) => c.references('material_resources.id'))
      .addColumn('day_start', 'text', (c) => c.notNull())
      .addColumn('day_end', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('agendas_scope_idx').on('agendas').columns(['structure_id', 'agency_id', 'active']).execute();
    await s.createIndex('agendas_team_member_idx').on('agendas').column('team_member_id').execute();

    await withId(s.createTable('appointment_locations'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.references('agencies.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('postal_code', 'text')
      .addColumn('city', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('appointment_locations_scope_idx').on('appointment_locations').columns(['structure_id', 'agency_id']).execute();

    await withId(s.createTable('planning_profiles'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('default_view', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('planning_profiles_structure_name_unique', ['structure_id', 'name'])
      .execute();

    await s
      .createTable('planning_profile_agendas')
      .addColumn('profile_id', 'integer', (c) => c.notNull().references('planning_profiles.id').onDelete('cascade'))
      .addColumn('agenda_id', 'integer', (c) => c.notNull().references('agendas.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('planning_profile_agendas_pk', ['profile_id', 'agenda_id'])
      .execute();

    await withId(s.createTable('planning_configs'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().unique().references('agencies.id').onDelete('cascade'))
      .addColumn('day_start', 'text', (c) => c.notNull())
      .addColumn('day_end', 'text', (c) => c.notNull())
      .addColumn('slot_duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('show_weekend', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('planning_comment', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await withId(s.createTable('planning_global_configs'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().unique().references('structures.id').onDelete('cascade'))
      .addColumn('global_comment', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
  },
};
