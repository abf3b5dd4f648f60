import type { Kysely, Migration } from 'kysely';

/**
 * A package item's own price may be entered VAT included, like services and document lines (issue 23):
 * `unit_price_ttc_cents` is then the price typed and `unit_price_cents` the HT derived from it.
 */
export const packageItemsTtc: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('package_items').addColumn('unit_price_ttc_cents', 'integer').execute();
  },
};
