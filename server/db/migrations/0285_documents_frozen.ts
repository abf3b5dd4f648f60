import type { Kysely, Migration } from 'kysely';
import type { Database } from '../schema';
import { sellerIdentity } from '../../resources/billing/identity';
import { buyerSnapshot, currentBuyer } from '../../resources/bills/buyer';
import { sellerSnapshot } from '../../resources/bills/seller';

/**
 * Every document is rendered from what it was issued with (issue 23):
 * - `bills.buyer_json` (a JSON FrozenBuyer: the organisation's SIRET and VAT number, the learner's name)
 *   on issued invoices, credit notes and quotations;
 * - `bills.seller_json` now also on quotations once issued (sent or validated, no longer a draft);
 * - `bills.balance_after_cents` on a credit note: the invoice's balance right after it (negative: owed
 *   back), printed on it; null on credit notes made before (they printed none);
 * - `payments.seller_json`: the seller identity a receipt or refund was issued with.
 * What was issued before gets the records current at migration time (the best record there is).
 */
export const documentsFrozen: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('bills').addColumn('buyer_json', 'text').execute();
    await db.schema.alterTable('bills').addColumn('balance_after_cents', 'integer').execute();
    await db.schema.alterTable('payments').addColumn('seller_json', 'text').execute();
    const typed = db as unknown as Kysely<Database>;
    const issued = await typed
      .selectFrom('bills')
      .select(['id', 'kind', 'agency_id', 'structure_id', 'learner_id', 'organization_id', 'seller_json'])
      .where((eb) => eb.or([eb.and([eb('kind', '!=', 'quotation'), eb('number', 'is not', null)]), eb.and([eb('kind', '=', 'quotation'), eb('status', '!=', 0)])]))
      .execute();
    const sellers = new Map<number, string>();
    const sellerOf = async (agencyId: number) => {
      let seller = sellers.get(agencyId);
      if (seller === undefined) sellers.set(agencyId, (seller = sellerSnapshot(await sellerIdentity(typed, agencyId))));
      return seller;
    };
    for (const bill of issued) {
      await typed
        .updateTable('bills')
        .set({ buyer_json: buyerSnapshot(await currentBuyer(typed, bill.structure_id, bill)), seller_json: bill.seller_json ?? (await sellerOf(bill.agency_id)) })
        .where('id', '=', bill.id)
        .execute();
    }
    const agencies = await typed.selectFrom('payments').select('agency_id').distinct().execute();
    for (const { agency_id } of agencies) {
      await typed.updateTable('payments').set({ seller_json: await sellerOf(agency_id) }).where('agency_id', '=', agency_id).execute();
    }
  },
};
