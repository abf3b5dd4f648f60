import type { Kysely, Migration } from 'kysely';

/** A paying organisation's intra-community VAT number (FR + 11 digits), carried by Factur-X (BT-48). */
export const organisationsVat: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('organizations').addColumn('vat_number', 'text').execute();
  },
};
