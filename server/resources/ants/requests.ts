import { antsRequestPatchSchema, antsRequestSchema, antsStatisticsSchema, type AntsRequestPatch } from '../../../src/modules/ants/schema';
import { ANTS_STATUSES } from '../../../src/modules/ants/schema';
import { ANTS_EDITABLE_STATUSES, type AntsRequest, type AntsRequestDetails, type AntsStatistics, type AntsStatus } from '../../../src/modules/ants/types';
import { badRequest, conflict, invalidField } from '../../core/errors';
import { jsonLd } from '../../core/hydra';
import { collectionRoute, itemRoute } from '../../core/routes/declare';
import { queryValue } from '../../core/routes/query';
import type { RouteDeclaration } from '../../core/routes/types';
import { isRowId } from '../../core/scope';
import { requireAntsSession, updateDraftDemande, type AntsSimDemandeRow } from '../../simulators/ants';
import { talksToAnts } from './ants-problem';
import {
  ANTS_PATH,
  ANTS_REQUEST_LIST,
  antsCopyOf,
  antsRequestJsonLd,
  currentLearner,
  detailsJsonLd,
  loadRequest,
  mirrorDemande,
  requireLearner,
  selectRequests,
} from './request-store';

/** Volant's copy of the ANTS requests: the list, a request with its documents, its changes, the counters. */
export const ANTS_REQUEST_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<AntsRequest>({
    method: 'GET',
    path: ANTS_PATH,
    access: ['isViewANTS'],
    hydraClass: 'AntsRequest',
    summary: 'Lists the ANTS requests of the caller’s agencies (status[], agency, learner, category, simplesearch, order).',
    output: antsRequestSchema,
    list: ANTS_REQUEST_LIST,
    handle: ({ deps, auth, paginate }) =>
      paginate(selectRequests(deps, auth), { idColumn: 'ants_requests.id', toJsonLd: antsRequestJsonLd }),
  }),

  itemRoute<undefined, AntsRequestDetails>({
    method: 'GET',
    path: `${ANTS_PATH}/{id}`,
    access: ['isViewANTS'],
    hydraClass: 'AntsRequest',
    summary: 'Reads an ANTS request with its supporting documents.',
    output: antsRequestSchema,
    handle: ({ deps, auth, id }) => detailsJsonLd(deps, auth, id()),
  }),

  itemRoute<AntsRequestPatch, AntsRequestDetails>({
    method: 'PATCH',
    path: `${ANTS_PATH}/{id}`,
    access: ['isViewANTS'],
    hydraClass: 'AntsRequest',
    summary: 'Attaches or detaches a learner, or updates a draft in ANTS (with idSession).',
    input: antsRequestPatchSchema,
    output: antsRequestSchema,
    handle: talksToAnts(async ({ deps, auth, id, body: input }) => {
      const request = await loadRequest(deps, auth, { id: id() });
      let learner: Awaited<ReturnType<typeof requireLearner>> | null | undefined;
      if (input.learner !== undefined && input.learner !== null) {
        learner = await requireLearner(deps, auth, input.learner);
        if (learner.agency_id !== request.agency_id) {
          throw invalidField('learner', 'Cet apprenant n’appartient pas à l’agence de la demande.');
        }
      } else if (input.learner === null) {
        learner = null;
      }
      const draftChanges = input.requestType !== undefined || input.category !== undefined || input.birthCity !== undefined;
      let demande: AntsSimDemandeRow | undefined;
      if (draftChanges) {
        await requireAntsSession(deps, auth.structureId, input.idSession!, request.agency_id);
        demande = await antsCopyOf(deps, auth, request);
        if (!ANTS_EDITABLE_STATUSES.includes(demande.status as AntsStatus)) {
          throw conflict('Cette demande a déjà été envoyée à l’ANTS : elle ne peut plus être modifiée.');
        }
      }
      const now = deps.now().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        if (learner !== undefined) {
          await trx.updateTable('ants_requests').set({ learner_id: learner?.id ?? null, updated_at: now }).where('id', '=', request.id).execute();
        }
        if (demande) {
          const identity = learner ?? (learner === null ? null : await currentLearner(trx, request.learner_id));
          const updated = await updateDraftDemande(deps, trx, demande, {
            requestType: input.requestType,
            category: input.category,
            birthCity: input.birthCity,
            ...(identity ? { lastName: identity.last_name, firstName: identity.first_name, birthDate: identity.birth_date } : {}),
          });
          await mirrorDemande(trx, request.id, updated, now, input.idSession);
        }
      });
      return detailsJsonLd(deps, auth, request.id);
    }),
  }),

  itemRoute<undefined, AntsStatistics>({
    method: 'GET',
    path: `${ANTS_PATH}/statistics`,
    access: ['isViewANTS'],
    hydraClass: 'AntsStatistics',
    summary: 'Counts the ANTS requests by status (agency), with the changed requests and the last synchronisation.',
    output: antsStatisticsSchema,
    async handle({ deps, auth, query }) {
      const agencyRaw = queryValue(query, 'agency');
      let agencyIds = auth.agencyIds;
      if (agencyRaw) {
        if (!isRowId(agencyRaw)) throw badRequest('Le filtre « agency » attend un nombre entier.');
        agencyIds = auth.agencyIds.filter((id) => id === Number(agencyRaw));
      }
      const counts =
        agencyIds.length === 0
          ? []
          : await deps.db
              .selectFrom('ants_requests')
              .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
              .where('structure_id', '=', auth.structureId)
              .where('agency_id', 'in', agencyIds)
              .groupBy('status')
              .execute();
      const lastSync = await deps.db
        .selectFrom('ants_syncs')
        .select(['synced_at', 'changed_count'])
        .where('structure_id', '=', auth.structureId)
        .where((eb) => (agencyIds.length === 0 ? eb('agency_id', 'is', null) : eb.or([eb('agency_id', 'is', null), eb('agency_id', 'in', agencyIds)])))
        .orderBy('synced_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const statistics = Object.fromEntries(ANTS_STATUSES.map((status) => [status, Number(counts.find((r) => r.status === status)?.n ?? 0)])) as Record<AntsStatus, number>;
      return jsonLd<AntsStatistics>('AntsStatistics', '/api/ants/statistics', {
        ...statistics,
        changedRequests: lastSync?.changed_count ?? 0,
        lastSyncDate: lastSync?.synced_at ?? null,
        syncDate: lastSync?.synced_at ?? null,
      });
    },
  }),
];
