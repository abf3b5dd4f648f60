import type { Kysely, Migration } from 'kysely';

/**
 * A document line may be priced VAT included (`unit_price_ttc_cents`): its TTC is then quantity × that
 * price exactly, and `unit_price_cents` holds the unit price excluding VAT derived from it (display).
 * Existing lines stay priced excluding VAT (null), with their stored totals unchanged.
 */
export const billLinesTtc: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('bill_lines').addColumn('unit_price_ttc_cents', 'integer').execute();
  },
};
