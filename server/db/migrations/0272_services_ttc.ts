import type { Kysely, Migration } from 'kysely';

/**
 * A service may be priced VAT included (`unit_price_ttc_cents`, as driving schools price): documents
 * and packages then use that price exactly, and `unit_price_cents` holds the HT price derived from it.
 * Existing services stay priced excluding VAT (null).
 */
export const servicesTtc: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('services').addColumn('unit_price_ttc_cents', 'integer').execute();
  },
};
