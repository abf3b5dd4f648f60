import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/** Packages (formules): an ordered list of services with their quantities, sold together. */
export const packages: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);
    await withId(db.schema.createTable('packages'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('training_id', 'integer', (c) => c.references('trainings.id'))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text')
      .addUniqueConstraint('packages_agency_name_unique', ['agency_id', 'name'])
      .execute();
    await db.schema.createIndex('packages_structure_idx').on('packages').columns(['structure_id', 'agency_id', 'is_active']).execute();

    await withId(db.schema.createTable('package_items'), dialect)
      .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id').onDelete('cascade'))
      .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('quantity_centi', 'integer', (c) => c.notNull())
      .addColumn('unit_price_cents', 'integer')
      .execute();
    await db.schema.createIndex('package_items_package_idx').on('package_items').columns(['package_id', 'position']).execute();
  },
};
