import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/**
 * Organisations (paying bodies: OPCO, France Travail, employers…) and their types. Created before the
 * other areas because quotations and invoices name their payer and learners their financier.
 */
export const organisations: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);
    await withId(db.schema.createTable('organization_types'), dialect)
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('label', 'text', (c) => c.notNull())
      .execute();
    await withId(db.schema.createTable('organizations'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('organization_type_id', 'integer', (c) => c.notNull().references('organization_types.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('siret', 'text')
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('address', 'text')
      .addColumn('postal_code', 'text')
      .addColumn('city', 'text')
      .addColumn('contact_name', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('organizations_agency_name_unique', ['agency_id', 'name'])
      .execute();
    await db.schema.createIndex('organizations_structure_idx').on('organizations').columns(['structure_id', 'agency_id', 'name']).execute();
  },
};
