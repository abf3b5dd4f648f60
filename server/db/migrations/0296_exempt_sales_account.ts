import type { Kysely, Migration } from 'kysely';

/**
 * The sales exempt from VAT (art. 261 CGI: training under the exemption) on their own account of the
 * agency's chart (issue 37): the FEC and the signed archive credited them to the taxed sales account.
 */
export const exemptSalesAccount: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('customer_accounts').addColumn('exempt_sales_account', 'text', (c) => c.notNull().defaultTo('706500')).execute();
  },
};
