import type { Kysely, Migration } from 'kysely';
import { sellerJson } from './0280_bills_seller';

/**
 * A contract is issued when validated (a draft cannot be signed): `learner_contracts.seller_json`
 * keeps the school's identity of that day, and its PDF and every reprint name it (issue 23). Contracts
 * validated before get the records current at migration time (the best record there is), computed by
 * 0280's frozen copy of the seller identity.
 */
export const contractsFrozen: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('learner_contracts').addColumn('seller_json', 'text').execute();
    const typed = db as unknown as Kysely<{ learner_contracts: { agency_id: number; status: string; seller_json: string | null } }>;
    const agencies = await typed.selectFrom('learner_contracts').select('agency_id').distinct().where('status', '!=', 'draft').execute();
    for (const { agency_id } of agencies) {
      const seller = await sellerJson(db, agency_id);
      await typed.updateTable('learner_contracts').set({ seller_json: seller }).where('agency_id', '=', agency_id).where('status', '!=', 'draft').execute();
    }
  },
};
