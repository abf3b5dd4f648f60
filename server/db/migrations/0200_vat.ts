import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/** VAT rates per agency (spec part 2: VAT rate id, isDefault, agency). Rates in hundredths of a percent. */
export const vat: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await withId(db.schema.createTable('tvas'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('rate_bp', 'integer', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('legal_mention', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(dialect)))
      .addUniqueConstraint('tvas_agency_rate_unique', ['agency_id', 'rate_bp'])
      .execute();
    await db.schema.createIndex('tvas_structure_idx').on('tvas').columns(['structure_id', 'agency_id']).execute();
  },
};
