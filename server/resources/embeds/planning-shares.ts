import { planningShareCreateSchema, planningSharePatchSchema } from '../../../src/modules/planning-config/schema';
import { planningShareSchema } from '../../../src/modules/planning-config/schema';
import type { PlanningShare } from '../../../src/modules/planning-config/types';
import { CONFIGURATION, PLANNING_CONFIGURATION } from '../../../src/shared/auth/permission-groups';
import type { z } from 'zod';
import { badRequest, conflict, isUniqueViolation } from '../../core/errors';
import { collectionBody } from '../../core/hydra';
import { collectionRoute, emptyRoute, itemRoute } from '../../core/routes/declare';
import { queryValue } from '../../core/routes/query';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency, isRowId } from '../../core/scope';
import { checkChoices, findShare, loadShare, newShareKey, replaceChoices, selectShares, SHARES_PATH, toShares } from './planning-share-store';

/**
 * The plannings agencies publish for partner websites (spec part 1 §6): reading follows the
 * configuration screen's route (any-of); changing them needs the planning configuration.
 */
export const PLANNING_SHARE_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<PlanningShare>({
    method: 'GET',
    path: SHARES_PATH,
    access: CONFIGURATION,
    hydraClass: 'PlanningShare',
    summary: 'Lists the published plannings of the caller’s agencies (agency), by agency name.',
    output: planningShareSchema,
    async handle({ deps, auth, query: params, url }) {
      let query = selectShares(deps, auth);
      const agency = queryValue(params, 'agency');
      if (agency !== undefined && agency !== '') {
        const id = /^(?:\/api\/agencies\/)?(\d{1,15})$/.exec(agency)?.[1];
        if (!id || !isRowId(id)) throw badRequest('Le filtre « agency » attend un identifiant d’agence.');
        query = query.where('planning_shares.agency_id', '=', Number(id));
      }
      const rows = await query.orderBy('agencies.name').orderBy('planning_shares.id').execute();
      const members = await toShares(deps.db, rows);
      return collectionBody(url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) });
    },
  }),

  itemRoute<undefined, PlanningShare>({
    method: 'GET',
    path: `${SHARES_PATH}/{id}`,
    access: CONFIGURATION,
    hydraClass: 'PlanningShare',
    summary: 'Reads a published planning with its public key.',
    output: planningShareSchema,
    handle: ({ deps, auth, id }) => loadShare(deps, auth, id()),
  }),

  itemRoute<z.output<typeof planningShareCreateSchema>, PlanningShare>({
    method: 'POST',
    path: SHARES_PATH,
    access: PLANNING_CONFIGURATION,
    hydraClass: 'PlanningShare',
    summary: 'Publishes an agency’s planning (one publication per agency) with the agendas and activities chosen.',
    input: planningShareCreateSchema,
    status: 201,
    output: planningShareSchema,
    async handle({ deps, auth, body: input }) {
      assertAgency(auth, input.agency, 'agency');
      await checkChoices(deps.db, auth.structureId, input.agency, input);
      let id: number;
      try {
        id = await deps.db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('planning_shares')
            .values({ structure_id: auth.structureId, agency_id: input.agency, share_key: newShareKey(), created_by: auth.userId })
            .returning('id')
            .executeTakeFirstOrThrow();
          await replaceChoices(trx, row.id, input);
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('Le planning de cette agence est déjà publié : modifiez sa publication.');
        throw error;
      }
      return loadShare(deps, auth, id);
    },
  }),

  itemRoute<z.output<typeof planningSharePatchSchema>, PlanningShare>({
    method: 'PATCH',
    path: `${SHARES_PATH}/{id}`,
    access: PLANNING_CONFIGURATION,
    hydraClass: 'PlanningShare',
    summary: 'Changes the agendas and activities a planning publishes (the key stays).',
    input: planningSharePatchSchema,
    output: planningShareSchema,
    async handle({ deps, auth, id: idOf, body: input }) {
      const id = idOf();
      const row = await findShare(deps, auth, id);
      await checkChoices(deps.db, auth.structureId, row.agency_id, input);
      await deps.db.transaction().execute(async (trx) => {
        await replaceChoices(trx, id, input);
        await trx.updateTable('planning_shares').set({ updated_at: deps.now().toISOString() }).where('id', '=', id).execute();
      });
      return loadShare(deps, auth, id);
    },
  }),

  itemRoute<undefined, PlanningShare>({
    method: 'POST',
    path: `${SHARES_PATH}/{id}/new-key`,
    access: PLANNING_CONFIGURATION,
    hydraClass: 'PlanningShare',
    summary: 'Replaces the public key of a published planning (websites with the old one stop showing it).',
    output: planningShareSchema,
    async handle({ deps, auth, id: idOf }) {
      const id = idOf();
      await findShare(deps, auth, id);
      await deps.db.updateTable('planning_shares').set({ share_key: newShareKey(), updated_at: deps.now().toISOString() }).where('id', '=', id).execute();
      return loadShare(deps, auth, id);
    },
  }),

  emptyRoute({
    method: 'DELETE',
    path: `${SHARES_PATH}/{id}`,
    access: PLANNING_CONFIGURATION,
    hydraClass: 'PlanningShare',
    summary: 'Stops publishing a planning.',
    async handle({ deps, auth, id: idOf }) {
      const id = idOf();
      await findShare(deps, auth, id);
      await deps.db.deleteFrom('planning_shares').where('id', '=', id).execute();
    },
  }),
];
