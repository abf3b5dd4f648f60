import { z } from 'zod';
import { antsDemandeActionSchema, antsDemandeSchema, antsDraftSchema, antsRequestSchema, type AntsDemandeAction, type AntsDraftPayload } from '../../../src/modules/ants/schema';
import type { AntsDemande, AntsRequestDetails, AntsSyncResult } from '../../../src/modules/ants/types';
import { ApiError, badRequest, conflict } from '../../core/errors';
import { collectionBody } from '../../core/hydra';
import { collectionSchema } from '../../core/routes/answer';
import { itemRoute, jsonRoute } from '../../core/routes/declare';
import { queryValue } from '../../core/routes/query';
import type { RouteContext, RouteDeclaration } from '../../core/routes/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import { cancelDemande, createDraftDemande, listDemandes, requireAntsSession, submitDemande } from '../../simulators/ants';
import { talksToAnts } from './ants-problem';
import { antsDemandeJsonLd, synchroniseDemandes } from './demande-sync';
import { antsCopyOf, CLOSED_STATUSES, demandeColumns, detailsJsonLd, mirrorDemande, requestInSession, requireLearner } from './request-store';

/** `GET /ants/demandes`: the requests ANTS holds, with the date and result of the synchronisation. */
const demandeSyncSchema = collectionSchema('AntsDemande', antsDemandeSchema).extend({ syncDate: z.string(), changedRequests: z.number().int().min(0) });

/** The requests as ANTS holds them: synchronisation, draft creation, sending and deletion (spec part 2 §3–§8). */
export const ANTS_DEMANDE_ROUTES: readonly RouteDeclaration[] = [
  // The collection schema is typed loosely (its items are built from any object schema): the handler's
  // own type holds the answer's, and the tests check every answer against the schema.
  jsonRoute<undefined, unknown>({
    method: 'GET',
    path: '/ants/demandes',
    access: ['isViewANTS'],
    hydraClass: 'AntsDemande',
    summary: 'Lists the requests ANTS holds for the session (idSession), synchronising Volant’s copy on the way.',
    refusals: [409],
    output: demandeSyncSchema,
    handle: talksToAnts(async ({ deps, auth, query, url }: RouteContext<undefined>): Promise<HydraCollection<AntsDemande> & AntsSyncResult> => {
      const idSession = queryValue(query, 'idSession');
      if (!idSession) throw badRequest('Le paramètre « idSession » est obligatoire : connectez-vous à l’ANTS.');
      const session = await requireAntsSession(deps, auth.structureId, idSession);
      const demandes = await listDemandes(deps, session, auth.agencyIds);
      const now = deps.now().toISOString();
      const changed = await synchroniseDemandes(deps, auth, session, demandes, now);
      const members = demandes.map(antsDemandeJsonLd);
      return { ...collectionBody(url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) }), syncDate: now, changedRequests: changed };
    }),
  }),

  itemRoute<AntsDraftPayload, AntsRequestDetails>({
    method: 'POST',
    path: '/ants/demandes',
    access: ['isViewANTS'],
    hydraClass: 'AntsRequest',
    summary: 'Creates a draft request for a learner in ANTS (BROUILLON).',
    input: antsDraftSchema,
    status: 201,
    output: antsRequestSchema,
    handle: talksToAnts(async ({ deps, auth, body: input }) => {
      const learner = await requireLearner(deps, auth, input.learner);
      const session = await requireAntsSession(deps, auth.structureId, input.idSession, learner.agency_id);
      const open = await deps.db
        .selectFrom('ants_requests')
        .select('id')
        .where('learner_id', '=', learner.id)
        .where('category', '=', input.category)
        .where('status', 'not in', [...CLOSED_STATUSES])
        .executeTakeFirst();
      if (open) throw conflict('Cet apprenant a déjà une demande ANTS en cours pour cette catégorie.');
      const id = await deps.db.transaction().execute(async (trx) => {
        const demande = await createDraftDemande(deps, trx, auth.structureId, {
          agencyId: learner.agency_id,
          lastName: learner.last_name,
          firstName: learner.first_name,
          birthDate: learner.birth_date,
          birthCity: input.birthCity,
          requestType: input.requestType,
          category: input.category,
        });
        const row = await trx
          .insertInto('ants_requests')
          .values({
            structure_id: auth.structureId,
            agency_id: learner.agency_id,
            learner_id: learner.id,
            ...demandeColumns(demande, session),
            neph: null,
            submitted_at: null,
            status_changed_at: demande.created_at,
            created_at: demande.created_at,
            updated_at: demande.created_at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      return detailsJsonLd(deps, auth, id);
    }),
  }),

  itemRoute<AntsDemandeAction, AntsRequestDetails>({
    method: 'POST',
    path: '/ants/demandes/submit',
    access: ['isViewANTS'],
    hydraClass: 'AntsRequest',
    summary: 'Sends a draft request to ANTS (idSession, idDemande).',
    input: antsDemandeActionSchema,
    output: antsRequestSchema,
    handle: talksToAnts(async ({ deps, auth, body: input }) => {
      const request = await requestInSession(deps, auth, input);
      if (request.learner_id === null) throw new ApiError(422, 'Rattachez un apprenant à la demande avant de l’envoyer.');
      const pages = await deps.db.selectFrom('ants_attachment_pages').select((eb) => eb.fn.countAll<number | string>().as('n')).where('request_id', '=', request.id).executeTakeFirst();
      if (Number(pages?.n ?? 0) === 0) throw new ApiError(422, 'Ajoutez au moins une pièce justificative avant d’envoyer la demande.');
      const demande = await antsCopyOf(deps, auth, request);
      const now = deps.now().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        const sent = await submitDemande(deps, trx, demande);
        await mirrorDemande(trx, request.id, sent, now, input.idSession);
        await trx.updateTable('ants_requests').set({ submitted_at: now }).where('id', '=', request.id).execute();
      });
      return detailsJsonLd(deps, auth, request.id);
    }),
  }),

  itemRoute<AntsDemandeAction, AntsRequestDetails>({
    method: 'POST',
    path: '/ants/demandes/delete',
    access: ['isViewANTS'],
    hydraClass: 'AntsRequest',
    summary: 'Deletes a draft request (idSession, idDemande); ANTS keeps it as ANNULEE.',
    input: antsDemandeActionSchema,
    output: antsRequestSchema,
    handle: talksToAnts(async ({ deps, auth, body: input }) => {
      const request = await requestInSession(deps, auth, input);
      const demande = await antsCopyOf(deps, auth, request);
      const now = deps.now().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        const cancelled = await cancelDemande(deps, trx, demande);
        await mirrorDemande(trx, request.id, cancelled, now, input.idSession);
      });
      return detailsJsonLd(deps, auth, request.id);
    }),
  }),
];
