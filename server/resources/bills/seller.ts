import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { sellerIdentity, type SellerIdentity } from '../billing/identity';

type Db = Kysely<Database> | Transaction<Database>;

/** The seller identity as stored on a document at issue (its `seller_json`). */
export const sellerSnapshot = (seller: SellerIdentity): string => JSON.stringify(seller);

/**
 * Who issued a document: the identity frozen on it when it was validated (invoice, credit note), else,
 * for a draft or a quotation, the agency's identity today.
 */
export async function documentSeller(db: Db, row: { agency_id: number; seller_json: string | null }): Promise<SellerIdentity> {
  if (row.seller_json !== null) return JSON.parse(row.seller_json) as SellerIdentity;
  return sellerIdentity(db, row.agency_id);
}
