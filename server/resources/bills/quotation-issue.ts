import type { Kysely, Transaction } from 'kysely';
import { BILL_STATUS } from '../../../src/shared/accounting/status';
import type { Database } from '../../db/schema';
import { sellerIdentity } from '../billing/identity';
import { buyerSnapshot, currentBuyer } from './buyer';
import { sellerSnapshot } from './seller';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A quotation is issued when it leaves the draft status (sent to the customer, or validated by the
 * school): from then on it prints the seller identity of that day (docs/decisions.md). Its customer
 * (name, address, learner, organisation) may still be edited while it awaits an answer — a revised
 * quotation — so `partyChanged` takes the buyer's identifiers again; otherwise they stay as issued.
 */
export async function issueQuotation(db: Db, quotationId: number, partyChanged = false): Promise<void> {
  const row = await db
    .selectFrom('bills')
    .select(['id', 'status', 'agency_id', 'structure_id', 'learner_id', 'organization_id', 'seller_json', 'buyer_json'])
    .where('id', '=', quotationId)
    .where('kind', '=', 'quotation')
    .executeTakeFirst();
  if (!row || row.status === BILL_STATUS.draft || row.status === BILL_STATUS.refused) return;
  if (row.seller_json !== null && row.buyer_json !== null && !partyChanged) return;
  await db
    .updateTable('bills')
    .set({
      seller_json: row.seller_json ?? sellerSnapshot(await sellerIdentity(db, row.agency_id)),
      buyer_json: row.buyer_json === null || partyChanged ? buyerSnapshot(await currentBuyer(db, row.structure_id, row)) : row.buyer_json,
    })
    .where('id', '=', row.id)
    .execute();
}
