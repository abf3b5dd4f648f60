import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nameKey } from '../db/search-text';
import type { DemoIds } from './types';

// The demo learners' groups and onboarding-application registrations (the learners seeder's second part).

type Db = Kysely<Database>;

export async function seedGroups(db: Db, ids: DemoIds, trainer: number | null, staff: number | null): Promise<void> {
  const { structureId, agencies } = ids.centre;
  const plan = [
    { name: 'Code du soir — Orléans', agency: agencies.orleans, trainer, size: 6, member: trainer },
    { name: 'Stage accéléré B — Blois', agency: agencies.blois, trainer: null, size: 4, member: staff },
    { name: 'Conduite accompagnée', agency: agencies.orleans, trainer, size: 5, member: null },
  ];
  for (const [index, g] of plan.entries()) {
    const { id } = await db
      .insertInto('groups')
      .values({ structure_id: structureId, agency_id: g.agency, name: g.name, name_key: nameKey(g.name), trainer_id: g.trainer, created_at: `2025-0${index + 1}-15T09:00:00.000Z` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const members = await db
      .selectFrom('learners')
      .select('id')
      .where('agency_id', '=', g.agency)
      .where('archived', '=', 0)
      .orderBy('id')
      .offset(index * 7)
      .limit(g.size)
      .execute();
    const rows: { group_id: number; learner_id: number | null; team_member_id: number | null; created_at: string }[] = members.map((m, n) => ({
      group_id: id,
      learner_id: m.id,
      team_member_id: null,
      created_at: `2025-0${index + 1}-15T09:${String(n + 1).padStart(2, '0')}:00.000Z`,
    }));
    if (g.member !== null) rows.push({ group_id: id, learner_id: null, team_member_id: g.member, created_at: `2025-0${index + 1}-15T09:00:00.000Z` });
    if (rows.length) await db.insertInto('group_learners').values(rows).execute();
  }
}

/**
 * Demo data of the learners area: identity details, training registrations, prior evaluations,
 * contracts and amendments, service journals, observations, availability, groups, certified-notice
 * requests and notices, and one identity document per structure (a small real PDF). The Port uses
 * the certified-notice solution (avisSolution). Idempotent: skipped once registrations exist.
 */
/**
 * Registrations to onboarding applications: Blois (not the principal agency, whose state the
 * configuration wizard shows) switches on the student application (as a whole and for permis B) and
 * online payment when it has no application set yet, and its first permis B learners are registered.
 */
export async function seedApplicationRegistrations(db: Db, ids: DemoIds, staff: number | null): Promise<void> {
  if (await db.selectFrom('learner_applications').select('id').where('structure_id', '=', ids.centre.structureId).executeTakeFirst()) return;
  const agency = ids.centre.agencies.blois;
  const apps = await db.selectFrom('onboarding_applications').select(['id', 'code']).where('code', 'in', ['student-app', 'online-payment']).execute();
  const studentApp = apps.find((a) => a.code === 'student-app');
  const payment = apps.find((a) => a.code === 'online-payment');
  const permisB = await db.selectFrom('trainings').select('id').where('code', '=', 'B').executeTakeFirst();
  if (!studentApp || !payment || !permisB) return;
  if (!(await db.selectFrom('training_applications').select('id').where('agency_id', '=', agency).executeTakeFirst())) {
    await db
      .insertInto('training_applications')
      .values([
        { agency_id: agency, application_id: studentApp.id, training_id: null, is_active: 1 },
        { agency_id: agency, application_id: studentApp.id, training_id: permisB.id, is_active: 1 },
        { agency_id: agency, application_id: payment.id, training_id: null, is_active: 1 },
      ])
      .execute();
  }
  const learners = await db
    .selectFrom('learners')
    .innerJoin('learner_trainings', 'learner_trainings.learner_id', 'learners.id')
    .select(['learners.id', 'learners.created_at'])
    .where('learners.agency_id', '=', agency)
    .where('learners.archived', '=', 0)
    .where('learner_trainings.training_id', '=', permisB.id)
    .orderBy('learners.id')
    .limit(4)
    .execute();
  const rows = learners.flatMap((learner, index) => [
    { application_id: studentApp.id, training_id: permisB.id, learner },
    ...(index % 2 === 0 ? [{ application_id: payment.id, training_id: null as number | null, learner }] : []),
  ]);
  if (rows.length === 0) return;
  await db
    .insertInto('learner_applications')
    .values(
      rows.map((r) => ({
        structure_id: ids.centre.structureId,
        agency_id: agency,
        learner_id: r.learner.id,
        application_id: r.application_id,
        training_id: r.training_id,
        created_by: staff,
        created_at: r.learner.created_at,
      })),
    )
    .execute();
}
