import type { Kysely } from 'kysely';
import { ANTS_PJ_TYPES } from '../../../src/modules/ants/schema';
import { ANTS_REQUIRED_PJ, type AntsRequest, type AntsRequestDetails, type AntsStatus } from '../../../src/modules/ants/types';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { AppDeps, AuthContext } from '../../core/env';
import { invalidField } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { found, inCallerAgencies, withAgencyName } from '../../core/scope';
import type { Database } from '../../db/schema';
import type { RowOf } from '../../db/rows';
import { findDemande, requireAntsSession, type AntsSessionRow, type AntsSimDemandeRow } from '../../simulators/ants';
import { agencyRef, learnerNameRef } from '../../core/references';

type Db = Kysely<Database>;

/** The collection path of Volant's copy of the ANTS requests. */
export const ANTS_PATH = '/ants';

/** Requests that no longer block a new one for the same learner and category. */
export const CLOSED_STATUSES: readonly AntsStatus[] = ['ANNULEE', 'REJET_FICHIERS', 'REJET_INSTRUCTION'];

/** `GET /ants` (status[], agency, learner, category, simplesearch, order, page). */
export const ANTS_REQUEST_LIST: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 5000,
  order: {
    createdAt: 'ants_requests.created_at',
    updatedAt: 'ants_requests.updated_at',
    statusChangedAt: 'ants_requests.status_changed_at',
    status: 'ants_requests.status',
    learner: 'learners.last_name',
    agency: 'agencies.name',
  },
  defaultOrder: [['ants_requests.updated_at', 'desc']],
  search: ['ants_requests.id_demande', 'ants_requests.neph', 'learners.last_name', 'learners.first_name'],
  exact: {
    status: { column: 'ants_requests.status', kind: 'string' },
    agency: { column: 'ants_requests.agency_id', kind: 'int' },
    learner: { column: 'ants_requests.learner_id', kind: 'int' },
    category: { column: 'ants_requests.category', kind: 'string' },
    requestType: { column: 'ants_requests.request_type', kind: 'string' },
  },
  date: { createdAt: 'ants_requests.created_at', updatedAt: 'ants_requests.updated_at' },
};

export function selectRequests(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('ants_requests')
    .leftJoin('learners', 'learners.id', 'ants_requests.learner_id')
    .select([
      'ants_requests.id',
      'ants_requests.id_demande',
      'ants_requests.id_session',
      'ants_requests.status',
      'ants_requests.request_type',
      'ants_requests.category',
      'ants_requests.birth_city',
      'ants_requests.neph',
      'ants_requests.submitted_at',
      'ants_requests.status_changed_at',
      'ants_requests.created_at',
      'ants_requests.updated_at',
      'ants_requests.agency_id',
      'ants_requests.learner_id',
      'learners.first_name as learner_first_name',
      'learners.last_name as learner_last_name',
      'learners.neph as learner_neph',
    ])
    .$call(withAgencyName(auth, 'ants_requests'));
}

export type RequestRow = RowOf<typeof selectRequests>;

export function toAntsRequest(row: RequestRow): AntsRequest {
  return {
    id: row.id,
    idDemande: row.id_demande,
    idSession: row.id_session,
    status: row.status as AntsStatus,
    requestType: row.request_type as AntsRequest['requestType'],
    category: row.category,
    birthCity: row.birth_city,
    neph: row.neph,
    learner: row.learner_id === null ? null : { ...learnerNameRef(row.learner_id, row.learner_first_name, row.learner_last_name), neph: row.learner_neph ?? null },
    agency: agencyRef(row.agency_id, row.agency_name),
    submittedAt: row.submitted_at,
    statusChangedAt: row.status_changed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const antsRequestJsonLd = (row: RequestRow): JsonLd<AntsRequest> => jsonLd('AntsRequest', iri(ANTS_PATH, row.id), toAntsRequest(row));

export async function loadRequest(deps: AppDeps, auth: AuthContext, where: { id: number } | { idDemande: string }): Promise<RequestRow> {
  let query = selectRequests(deps, auth);
  query = 'id' in where ? query.where('ants_requests.id', '=', where.id) : query.where('ants_requests.id_demande', '=', where.idDemande);
  return found(await query.executeTakeFirst(), 'Cette demande ANTS est introuvable.');
}

/** A request of the caller's, acted on through an open ANTS session of its agency (idSession, idDemande). */
export async function requestInSession(deps: AppDeps, auth: AuthContext, input: { idDemande: string; idSession: string }): Promise<RequestRow> {
  const request = await loadRequest(deps, auth, { idDemande: input.idDemande });
  await requireAntsSession(deps, auth.structureId, input.idSession, request.agency_id);
  return request;
}

/** What ANTS holds for a request of Volant's (404 when ANTS no longer has it). */
export async function antsCopyOf(deps: AppDeps, auth: AuthContext, request: RequestRow): Promise<AntsSimDemandeRow> {
  return found(await findDemande(deps.db, auth.structureId, request.id_demande), 'Cette demande ANTS est introuvable.');
}

/** The columns of Volant's record of a request that repeat what ANTS holds, as ANTS answered them in `session`. */
export function demandeColumns(demande: AntsSimDemandeRow, session: Pick<AntsSessionRow, 'id_session'>) {
  return {
    id_demande: demande.id_demande,
    id_session: session.id_session,
    status: demande.status,
    request_type: demande.request_type,
    category: demande.category,
    birth_city: demande.birth_city,
  };
}

async function requestDetails(deps: AppDeps, auth: AuthContext, id: number): Promise<AntsRequestDetails> {
  const row = await loadRequest(deps, auth, { id });
  const pages = await deps.db
    .selectFrom('ants_attachment_pages')
    .select(['id', 'id_pj', 'page_number', 'original_name', 'mime_type', 'size', 'created_at'])
    .where('request_id', '=', row.id)
    .orderBy('id_pj')
    .orderBy('page_number')
    .execute();
  return {
    ...toAntsRequest(row),
    attachments: ANTS_PJ_TYPES.map((idPJ) => ({
      idPJ,
      required: ANTS_REQUIRED_PJ.includes(idPJ),
      pages: pages
        .filter((page) => page.id_pj === idPJ)
        .map((page) => ({ id: page.id, pageNumber: page.page_number, originalName: page.original_name, mimeType: page.mime_type, size: page.size, createdAt: page.created_at })),
    })),
  };
}

/** A request with its supporting documents, as JSON-LD. */
export const detailsJsonLd = async (deps: AppDeps, auth: AuthContext, id: number): Promise<JsonLd<AntsRequestDetails>> =>
  jsonLd('AntsRequest', iri(ANTS_PATH, id), await requestDetails(deps, auth, id));

/** Copies what ANTS says about a request into Volant's record (inside the caller's transaction). */
export async function mirrorDemande(trx: Db, requestId: number, demande: AntsSimDemandeRow, now: string, idSession?: string): Promise<void> {
  await trx
    .updateTable('ants_requests')
    .set({
      status: demande.status,
      status_changed_at: now,
      neph: demande.neph,
      request_type: demande.request_type,
      category: demande.category,
      birth_city: demande.birth_city,
      updated_at: now,
      ...(idSession ? { id_session: idSession } : {}),
    })
    .where('id', '=', requestId)
    .execute();
}

/** A learner of the caller's agencies, not archived (422 on `field` otherwise). */
export async function requireLearner(deps: AppDeps, auth: AuthContext, learnerId: number, field = 'learner') {
  const learner = await deps.db
    .selectFrom('learners')
    .select(['id', 'agency_id', 'first_name', 'last_name', 'birth_date', 'neph', 'archived'])
    .where('id', '=', learnerId)
    .$call(inCallerAgencies(auth, 'learners'))
    .executeTakeFirst();
  if (!learner || learner.archived === 1) {
    throw invalidField(field, 'Cet apprenant est introuvable ou archivé.');
  }
  return learner;
}

export async function currentLearner(db: Db, learnerId: number | null) {
  if (learnerId === null) return null;
  return (await db.selectFrom('learners').select(['first_name', 'last_name', 'birth_date']).where('id', '=', learnerId).executeTakeFirst()) ?? null;
}
