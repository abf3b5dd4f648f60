import type { Kysely } from 'kysely';
import { LEARNER_ROLE } from '../../src/shared/auth/roles';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/schema';
import { DEMO_PASSWORD } from './accounts';
import type { Seeder } from './types';

/** The demo learners' own accounts (issue 41), password `volant-demo` like the staff's. */
export const DEMO_LEARNER_ACCOUNTS = {
  /** A validated contract waiting for his signature. */
  toSign: 'eleve@volant.test',
  /** A signed contract and lessons booked. */
  signed: 'eleve2@volant.test',
} as const;

type Db = Kysely<Database>;

/** An Orléans learner (the demo partner page's agency) with a contract of this status and no account yet. */
async function learnerWithContract(db: Db, agencyId: number, status: 'validated' | 'signed', withSlots: boolean) {
  let query = db
    .selectFrom('learners')
    .innerJoin('learner_contracts', 'learner_contracts.learner_id', 'learners.id')
    .select(['learners.id', 'learners.structure_id', 'learners.agency_id', 'learners.first_name', 'learners.last_name'])
    .where('learners.agency_id', '=', agencyId)
    .where('learners.archived', '=', 0)
    .where('learner_contracts.status', '=', status)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('users').select('users.id').whereRef('users.learner_id', '=', 'learners.id'))));
  if (withSlots) query = query.where((eb) => eb.exists(eb.selectFrom('planning_slot_learners').select('planning_slot_learners.id').whereRef('planning_slot_learners.learner_id', '=', 'learners.id')));
  return query.orderBy('learners.id').executeTakeFirst();
}

/** Two learners of Orléans get their own account: one with a contract to sign, one signed with lessons booked. */
export const learnerAccountsSeeder: Seeder = {
  name: 'learner-accounts',
  async seed(deps, ids) {
    const { db } = deps;
    const emails = Object.values(DEMO_LEARNER_ACCOUNTS);
    if (await db.selectFrom('users').select('id').where('email', 'in', emails).executeTakeFirst()) return;
    const agencyId = ids.centre.agencies.orleans;
    const toSign = await learnerWithContract(db, agencyId, 'validated', false);
    const signed = (await learnerWithContract(db, agencyId, 'signed', true)) ?? (await learnerWithContract(db, agencyId, 'signed', false));
    if (!toSign || !signed) throw new Error('Démo : aucun apprenant d’Orléans avec un contrat validé et un contrat signé.');
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = deps.now().toISOString();
    await db.transaction().execute(async (trx) => {
      for (const [learner, email] of [
        [toSign, DEMO_LEARNER_ACCOUNTS.toSign],
        [signed, DEMO_LEARNER_ACCOUNTS.signed],
      ] as const) {
        await trx.updateTable('learners').set({ email }).where('id', '=', learner.id).execute();
        await trx
          .insertInto('users')
          .values({ email, password_hash: passwordHash, first_name: learner.first_name, last_name: learner.last_name, role: LEARNER_ROLE, structure_id: learner.structure_id, learner_id: learner.id, invited_at: now })
          .execute();
      }
      // His lessons booked: two planned lessons of his agency ahead, when he has none yet.
      const booked = await trx.selectFrom('planning_slot_learners').select('id').where('learner_id', '=', signed.id).executeTakeFirst();
      if (!booked) {
        const slots = await trx
          .selectFrom('planning_slots')
          .select('id')
          .where('agency_id', '=', signed.agency_id)
          .where('status', '=', 'planned')
          .where('is_background', '=', 0)
          .where('date', '>=', now.slice(0, 10))
          .orderBy('date')
          .limit(2)
          .execute();
        if (slots.length) await trx.insertInto('planning_slot_learners').values(slots.map((s) => ({ slot_id: s.id, learner_id: signed.id }))).execute();
      }
    });
  },
};
