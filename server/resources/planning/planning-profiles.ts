import type { Transaction } from 'kysely';
import { PLANNING_CONFIGURATION } from '../../../src/shared/auth/permission-groups';
import { PROFILES_PATH, type PlanningProfile } from '../../../src/shared/references/planning';
import { planningProfileSchema, profileCreateSchema, profileUpdateSchema, type ProfileCreate, type ProfileUpdate } from '../../../src/modules/planning-config/schema';
import { collectionRoute, emptyRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import type { Database } from '../../db/schema';
import { assertProfileNameFree, checkProfileAgendas, loadProfile, PROFILE_LIST, selectProfiles, toProfile } from './profile-store';

const base = { hydraClass: 'PlanningProfile', output: planningProfileSchema } as const;

/** The profile's agendas, in the order chosen. */
async function insertProfileAgendas(trx: Transaction<Database>, profileId: number, agendas: number[]): Promise<void> {
  await trx.insertInto('planning_profile_agendas').values(agendas.map((agenda_id, position) => ({ profile_id: profileId, agenda_id, position }))).execute();
}

/**
 * `/plannings/planning-profile`: named sets of agendas shown together. The contract updates one by
 * `POST …/update` with its id in the body, and deletes it under `/plannings/planning_profiles/{id}`.
 */
export const PLANNING_PROFILE_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<PlanningProfile>({
    ...base,
    method: 'GET',
    path: PROFILES_PATH,
    access: 'authenticated',
    summary: 'Lists the planning profiles of the structure.',
    list: PROFILE_LIST,
    handle: ({ deps, auth, paginate }) => paginate(selectProfiles(deps, auth), { idColumn: 'planning_profiles.id', toJsonLd: toProfile }),
  }),

  itemRoute<undefined, PlanningProfile>({
    ...base,
    method: 'GET',
    path: `${PROFILES_PATH}/{id}`,
    access: 'authenticated',
    summary: 'Reads a planning profile.',
    handle: async ({ deps, auth, id }) => toProfile(await loadProfile(deps, auth, id())),
  }),

  itemRoute<ProfileCreate, PlanningProfile>({
    ...base,
    method: 'POST',
    path: PROFILES_PATH,
    access: PLANNING_CONFIGURATION,
    summary: 'Creates a planning profile: a name, a default view and agendas of the caller’s agencies.',
    input: profileCreateSchema,
    status: 201,
    async handle({ deps, auth, body }) {
      const agendas = await checkProfileAgendas(deps, auth, body.agendas);
      await assertProfileNameFree(deps.db, auth.structureId, body.name);
      const id = await deps.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('planning_profiles')
          .values({ structure_id: auth.structureId, name: body.name, default_view: body.defaultView })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertProfileAgendas(trx, row.id, agendas);
        return row.id;
      });
      return toProfile(await loadProfile(deps, auth, id));
    },
  }),

  itemRoute<ProfileUpdate, PlanningProfile>({
    ...base,
    method: 'POST',
    path: `${PROFILES_PATH}/update`,
    access: PLANNING_CONFIGURATION,
    summary: 'Updates the planning profile whose id the body names (name, default view, agendas).',
    input: profileUpdateSchema,
    async handle({ deps, auth, body }) {
      const current = await loadProfile(deps, auth, body.id);
      const agendas = body.agendas ? await checkProfileAgendas(deps, auth, body.agendas) : null;
      if (body.name !== undefined) await assertProfileNameFree(deps.db, auth.structureId, body.name, current.id);
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('planning_profiles')
          .set({ name: body.name ?? current.name, default_view: body.defaultView ?? current.default_view })
          .where('id', '=', current.id)
          .execute();
        if (agendas) {
          await trx.deleteFrom('planning_profile_agendas').where('profile_id', '=', current.id).execute();
          await insertProfileAgendas(trx, current.id, agendas);
        }
      });
      return toProfile(await loadProfile(deps, auth, current.id));
    },
  }),

  emptyRoute({
    hydraClass: 'PlanningProfile',
    method: 'DELETE',
    path: '/plannings/planning_profiles/{id}',
    access: PLANNING_CONFIGURATION,
    summary: 'Deletes a planning profile (the contract’s other spelling of the collection).',
    async handle({ deps, auth, id }) {
      const current = await loadProfile(deps, auth, id());
      await deps.db.deleteFrom('planning_profiles').where('id', '=', current.id).execute();
    },
  }),
];
