import type { Kysely, Migration } from 'kysely';
import type { Database } from '../schema';
import { sellerIdentity } from '../../resources/billing/identity';

/**
 * A validated invoice or credit note keeps the seller identity it was issued with (`seller_json`,
 * a JSON SellerIdentity): its PDF, duplicates and Factur-X are rendered from it, not from the billing
 * configuration of the day. The documents already issued get the identity current at migration time
 * (the best record there is of what they printed).
 */
export const billsSeller: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('bills').addColumn('seller_json', 'text').execute();
    const typed = db as unknown as Kysely<Database>;
    const agencies = await typed.selectFrom('bills').select('agency_id').distinct().where('kind', '!=', 'quotation').where('number', 'is not', null).execute();
    for (const { agency_id } of agencies) {
      await typed
        .updateTable('bills')
        .set({ seller_json: JSON.stringify(await sellerIdentity(typed, agency_id)) })
        .where('agency_id', '=', agency_id)
        .where('kind', '!=', 'quotation')
        .where('number', 'is not', null)
        .execute();
    }
  },
};
