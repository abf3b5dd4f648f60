import { plusDays } from '../../src/shared/i18n/calendar-lite';
import { parisDate } from '../../src/shared/i18n/paris-date';
import { createBatch } from '../resources/collection/batch-store';
import { recordMandate } from '../resources/collection/mandates';
import { actorFor } from './accounting';
import type { Seeder } from './types';

/** Two debtors of the demo, with the bank details of the French banks' documentation examples. */
const DEBTORS = [
  { iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPXXX' },
  { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPPXXX' },
] as const;

/**
 * Money coming in: two Orléans learners with unpaid instalments sign a SEPA mandate on paper, and
 * the first batch collects their earliest instalments on the first date the pre-notification
 * allows — written through the API's own functions, so the batch's pain.008 file is the real one.
 * No pre-notification is queued: the demo's addresses are made up, and a server with SMTP would
 * send them.
 */
export const collectionSeeder: Seeder = {
  name: 'collection',
  async seed(deps, ids) {
    const structureId = ids.centre.structureId;
    const orleans = ids.centre.agencies.orleans;
    if (await deps.db.selectFrom('sepa_mandates').select('id').where('structure_id', '=', structureId).executeTakeFirst()) return;
    const manager = ids.users['gerant@volant.test'];
    if (manager === undefined) return;
    const actor = actorFor(structureId, [orleans], manager);
    const today = parisDate(deps.now());
    const learners = await deps.db
      .selectFrom('learner_payment_deadlines as d')
      .innerJoin('learners as l', 'l.id', 'd.learner_id')
      .select(['l.id', 'l.first_name', 'l.last_name'])
      .where('d.agency_id', '=', orleans)
      .where('d.paid_at', 'is', null)
      .groupBy(['l.id', 'l.first_name', 'l.last_name'])
      .orderBy('l.id')
      .limit(DEBTORS.length)
      .execute();
    for (const [index, learner] of learners.entries()) {
      const debtor = DEBTORS[index]!;
      await recordMandate(deps.db, actor, { learner: learner.id, reference: null, debtorName: `${learner.first_name} ${learner.last_name}`, signedOn: plusDays(today, -40), ...debtor }, 'paper', today);
    }
    const billing = await deps.db.selectFrom('billings').select('pre_notification_days').where('agency_id', '=', orleans).executeTakeFirst();
    if (learners.length > 0) await createBatch(deps, actor, { agency: orleans, collectionDate: plusDays(today, billing?.pre_notification_days ?? 14) }, { notify: false });
  },
};
