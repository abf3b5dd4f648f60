import type { Seeder } from './types';

/**
 * The public key of the demo publication (Orléans Centre's code classes and driving lessons), fixed so
 * that the demo partner page (`/embeds/demo.html`) shows a planning on a fresh demo database. Demo data
 * only: a real publication's key is random (POST /plannings/shares) and can be renewed.
 */
export const DEMO_PLANNING_KEY = '4545a1e0c0de4545a1e0c0de4545a1e0';

const AGENDAS = ['Salle de code Orléans', 'Julie Moreau', 'François Petitjean'];
const ACTIVITIES = ['Cours de code', 'Leçon de conduite'];

/** The embeds' demo data: Orléans Centre publishes its code classes and driving lessons. */
export const embedsSeeder: Seeder = {
  name: 'embeds',
  async seed(deps, ids) {
    const { db } = deps;
    const agencyId = ids.centre.agencies.orleans;
    if (await db.selectFrom('planning_shares').select('id').where('agency_id', '=', agencyId).executeTakeFirst()) return;
    const agendas = await db.selectFrom('agendas').select('id').where('agency_id', '=', agencyId).where('name', 'in', AGENDAS).execute();
    const activities = await db
      .selectFrom('planning_activities')
      .select('id')
      .where('structure_id', '=', ids.centre.structureId)
      .where('name', 'in', ACTIVITIES)
      .execute();
    if (agendas.length === 0 || activities.length === 0) return;
    await db.transaction().execute(async (trx) => {
      const share = await trx
        .insertInto('planning_shares')
        .values({ structure_id: ids.centre.structureId, agency_id: agencyId, share_key: DEMO_PLANNING_KEY, created_by: ids.users['gerant@volant.test'] ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('planning_share_agendas').values(agendas.map((a) => ({ share_id: share.id, agenda_id: a.id }))).execute();
      await trx.insertInto('planning_share_activities').values(activities.map((a) => ({ share_id: share.id, activity_id: a.id }))).execute();
    });
  },
};
