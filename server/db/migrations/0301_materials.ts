import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/** Material types and resources (spec part 2: materials), linked to agencies of their structure. */
export const materials: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);
    await withId(db.schema.createTable('material_types'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('agenda_resource_type_id', 'integer', (c) => c.notNull().references('agenda_resource_types.id'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('material_types_structure_name_unique', ['structure_id', 'name'])
      .execute();

    await withId(db.schema.createTable('material_resources'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('type_id', 'integer', (c) => c.notNull().references('material_types.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('reference', 'text')
      .addColumn('description', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('material_resources_structure_name_unique', ['structure_id', 'name'])
      .execute();
    await db.schema.createIndex('material_resources_structure_idx').on('material_resources').columns(['structure_id', 'created_at']).execute();

    await db.schema
      .createTable('material_resource_agencies')
      .addColumn('resource_id', 'integer', (c) => c.notNull().references('material_resources.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('material_resource_agencies_pk', ['resource_id', 'agency_id'])
      .execute();
    await db.schema.createIndex('material_resource_agencies_agency_idx').on('material_resource_agencies').column('agency_id').execute();
  },
};
