import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/**
 * Services (prestations: a driving lesson, the code course, an exam fee…) with their unit price and
 * VAT rate. Packages group them, quotations and invoices bill them, planning slots consume them.
 */
export const services: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await withId(db.schema.createTable('services'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('code', 'text')
      .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
      .addColumn('tva_id', 'integer', (c) => c.notNull().references('tvas.id'))
      .addColumn('unit', 'text', (c) => c.notNull().defaultTo('unit'))
      .addColumn('duration_minutes', 'integer')
      .addColumn('training_id', 'integer', (c) => c.references('trainings.id'))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(dialect)))
      .addUniqueConstraint('services_agency_name_unique', ['agency_id', 'name'])
      .execute();
    await db.schema.createIndex('services_structure_idx').on('services').columns(['structure_id', 'agency_id', 'is_active']).execute();
  },
};
