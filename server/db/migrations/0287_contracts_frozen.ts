import type { Kysely, Migration } from 'kysely';
import { sellerIdentity } from '../../resources/billing/identity';
import { sellerSnapshot } from '../../resources/bills/seller';
import type { Database } from '../schema';

/**
 * A contract is issued when validated (a draft cannot be signed): `learner_contracts.seller_json`
 * keeps the school's identity of that day, and its PDF and every reprint name it (issue 23). Contracts
 * validated before get the records current at migration time (the best record there is).
 */
export const contractsFrozen: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('learner_contracts').addColumn('seller_json', 'text').execute();
    const typed = db as unknown as Kysely<Database>;
    const agencies = await typed.selectFrom('learner_contracts').select('agency_id').distinct().where('status', '!=', 'draft').execute();
    for (const { agency_id } of agencies) {
      const seller = sellerSnapshot(await sellerIdentity(typed, agency_id));
      await typed.updateTable('learner_contracts').set({ seller_json: seller }).where('agency_id', '=', agency_id).where('status', '!=', 'draft').execute();
    }
  },
};
