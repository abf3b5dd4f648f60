import type { Kysely, Migration } from 'kysely';
import { sellerJson } from './0280_bills_seller';

/**
 * Every document is rendered from what it was issued with (issue 23):
 * - `bills.buyer_json` (a JSON FrozenBuyer: the organisation's SIRET and VAT number, the learner's name)
 *   on issued invoices, credit notes and quotations;
 * - `bills.seller_json` now also on quotations once issued (sent or validated, no longer a draft);
 * - `bills.balance_after_cents` on a credit note: the invoice's balance right after it (negative: owed
 *   back), printed on it; null on credit notes made before (they printed none);
 * - `payments.seller_json`: the seller identity a receipt or refund was issued with.
 * What was issued before gets the records current at migration time (the best record there is).
 *
 * Frozen (docs/decisions.md, « Migrations are frozen »): the buyer is computed by the copy below of
 * `currentBuyer` and `buyerSnapshot` (server/resources/bills/buyer.ts) as they stood when this
 * migration was written, the seller by 0280's copy of the seller identity.
 */
export const documentsFrozen: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('bills').addColumn('buyer_json', 'text').execute();
    await db.schema.alterTable('bills').addColumn('balance_after_cents', 'integer').execute();
    await db.schema.alterTable('payments').addColumn('seller_json', 'text').execute();
    const typed = db as unknown as Kysely<Tables>;
    const issued = await typed
      .selectFrom('bills')
      .select(['id', 'kind', 'agency_id', 'structure_id', 'learner_id', 'organization_id', 'seller_json'])
      .where((eb) => eb.or([eb.and([eb('kind', '!=', 'quotation'), eb('number', 'is not', null)]), eb.and([eb('kind', '=', 'quotation'), eb('status', '!=', 0)])]))
      .execute();
    const sellers = new Map<number, string>();
    const sellerOf = async (agencyId: number) => {
      let seller = sellers.get(agencyId);
      if (seller === undefined) sellers.set(agencyId, (seller = await sellerJson(db, agencyId)));
      return seller;
    };
    for (const bill of issued) {
      await typed
        .updateTable('bills')
        .set({ buyer_json: JSON.stringify(await currentBuyer(typed, bill.structure_id, bill)), seller_json: bill.seller_json ?? (await sellerOf(bill.agency_id)) })
        .where('id', '=', bill.id)
        .execute();
    }
    const agencies = await typed.selectFrom('payments').select('agency_id').distinct().execute();
    for (const { agency_id } of agencies) {
      await typed.updateTable('payments').set({ seller_json: await sellerOf(agency_id) }).where('agency_id', '=', agency_id).execute();
    }
  },
};

/** The columns this migration reads and writes, as they were when it was written. */
interface Tables {
  bills: {
    id: number;
    kind: string;
    status: number;
    number: string | null;
    agency_id: number;
    structure_id: number;
    learner_id: number | null;
    organization_id: number | null;
    seller_json: string | null;
    buyer_json: string | null;
  };
  payments: { agency_id: number; seller_json: string | null };
  organizations: { id: number; structure_id: number; siret: string | null; vat_number: string | null };
  learners: { id: number; structure_id: number; first_name: string; last_name: string };
}

const digits = (value: string | null | undefined) => value?.replace(/\D/g, '') || null;
const compact = (value: string | null | undefined) => value?.replace(/\s+/g, '').toUpperCase() || null;

/** The buyer as the learner's and paying organisation's records stood (its keys in the order of `buyer_json`). */
async function currentBuyer(db: Kysely<Tables>, structureId: number, bill: { learner_id: number | null; organization_id: number | null }) {
  const organization =
    bill.organization_id === null
      ? undefined
      : await db.selectFrom('organizations').select(['siret', 'vat_number']).where('id', '=', bill.organization_id).where('structure_id', '=', structureId).executeTakeFirst();
  const learner =
    bill.learner_id === null
      ? undefined
      : await db.selectFrom('learners').select(['first_name', 'last_name']).where('id', '=', bill.learner_id).where('structure_id', '=', structureId).executeTakeFirst();
  return {
    siret: digits(organization?.siret),
    vatNumber: compact(organization?.vat_number),
    learnerName: learner ? `${learner.first_name} ${learner.last_name}`.trim() || null : null,
  };
}
