import type { Kysely, Migration } from 'kysely';

/**
 * The school's chart of accounts, complete: the cash account and journal of an agency's settings
 * (payments in cash were booked on a fixed 530000 by the FEC and on the bank by the archive), and the
 * structure's first fiscal year kept in Volant (null: civil years), which the FEC is cut by.
 */
export const accountingPlan: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('customer_accounts').addColumn('cash_account', 'text', (c) => c.notNull().defaultTo('530000')).execute();
    await db.schema.alterTable('customer_accounts').addColumn('cash_journal', 'text', (c) => c.notNull().defaultTo('CA')).execute();
    await db.schema.alterTable('structures').addColumn('fiscal_first_start', 'text').execute();
    await db.schema.alterTable('structures').addColumn('fiscal_first_end', 'text').execute();
  },
};
