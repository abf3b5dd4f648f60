import type { Kysely, Migration } from 'kysely';

/**
 * The fees the model contract names since the arrêté of 11 October 2024 (article III): the ANTS
 * mandate fees (registration, then the licence's production after success), the learning booklet and
 * the competence reviews, each a price of the contract (0 when the school charges none).
 */
export const contractModelFees: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['ants_mandate_fee_cents', 'ants_title_fee_cents', 'booklet_fee_cents', 'review_fee_cents']) {
      await db.schema.alterTable('learner_contracts').addColumn(column, 'integer', (c) => c.notNull().defaultTo(0)).execute();
    }
  },
};
