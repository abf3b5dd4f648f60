import type { ApiClient } from '../../shared/api/client';
import type { HydraCollection, JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type { LearnerSummary } from '../../shared/references/types';
import type { AntsAuthenticatePayload, AntsDemandeAction, AntsDisconnectPayload, AntsDraftPayload, AntsRequestPatch } from './schema';
import type { AntsAgency, AntsAuthentication, AntsDemande, AntsPjType, AntsRequest, AntsRequestDetails, AntsStatistics, AntsSyncResult } from './types';

export const ANTS_PATH = '/ants';
export const ANTS_AGENCIES_PATH = '/ants/agencies';
export const ANTS_STATISTICS_PATH = '/ants/statistics';
export const LEARNERS_ANTS_PATH = '/learners/ants';

/**
 * `GET /ants/agencies` (structure, isGlobal): the ANTS connections. Without isGlobal the server
 * answers those of the structure's mode (the status embed, which only holds a read-only token).
 */
export function listAntsAgencies(client: ApiClient, params: { structure?: number; isGlobal?: boolean } = {}, signal?: AbortSignal): Promise<Page<AntsAgency>> {
  return client.list<AntsAgency>(ANTS_AGENCIES_PATH, { structure: params.structure, isGlobal: params.isGlobal }, { signal });
}

/** `POST /ants/authenticate` (payload with mode). */
export function authenticateAnts(client: ApiClient, payload: AntsAuthenticatePayload): Promise<JsonLd<AntsAuthentication>> {
  return client.post<JsonLd<AntsAuthentication>>('/ants/authenticate', payload);
}

/** `POST /ants/disconnect` (agencyId, idSession). */
export function disconnectAnts(client: ApiClient, payload: AntsDisconnectPayload): Promise<void> {
  return client.post<void>('/ants/disconnect', payload);
}

/** `GET /ants` (status[], agency, simplesearch, order, page): the ANTS requests. */
export function listAntsRequests(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<AntsRequest>> {
  return client.list<AntsRequest>(ANTS_PATH, params, { signal });
}

/** `GET /ants/statistics` (agency): one counter per status, changed requests, last sync date. */
export function getAntsStatistics(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<JsonLd<AntsStatistics>> {
  return client.get<JsonLd<AntsStatistics>>(ANTS_STATISTICS_PATH, params, { signal });
}

/** `GET /ants/{id}`: a request with its supporting documents. */
export function getAntsRequest(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<AntsRequestDetails>> {
  return client.get<JsonLd<AntsRequestDetails>>(`${ANTS_PATH}/${id}`, undefined, { signal });
}

/** `PATCH /ants/{id}`: attaches or detaches a learner, or updates a draft (with idSession). */
export function patchAntsRequest(client: ApiClient, id: number, patch: AntsRequestPatch): Promise<JsonLd<AntsRequestDetails>> {
  return client.patch<JsonLd<AntsRequestDetails>>(`${ANTS_PATH}/${id}`, patch);
}

/** `GET /ants/demandes` (idSession): the requests ANTS holds; Volant's copy is synchronised. */
export async function syncAntsDemandes(client: ApiClient, idSession: string): Promise<AntsSyncResult> {
  const body = await client.get<HydraCollection<AntsDemande> & AntsSyncResult>('/ants/demandes', { idSession });
  return { syncDate: body.syncDate, changedRequests: body.changedRequests };
}

/** `POST /ants/demandes`: a draft request for a learner. */
export function createAntsDraft(client: ApiClient, payload: AntsDraftPayload): Promise<JsonLd<AntsRequestDetails>> {
  return client.post<JsonLd<AntsRequestDetails>>('/ants/demandes', payload);
}

/** `POST /ants/demandes/submit` (idSession, idDemande): sends a draft. */
export function submitAntsDemande(client: ApiClient, payload: AntsDemandeAction): Promise<JsonLd<AntsRequestDetails>> {
  return client.post<JsonLd<AntsRequestDetails>>('/ants/demandes/submit', payload);
}

/** `POST /ants/demandes/delete` (idSession, idDemande). */
export function deleteAntsDemande(client: ApiClient, payload: AntsDemandeAction): Promise<JsonLd<AntsRequestDetails>> {
  return client.post<JsonLd<AntsRequestDetails>>('/ants/demandes/delete', payload);
}

/** `POST /ants/pj/page` (idPJ, idDemande, idSession, file): a page of a supporting document. */
export function addAntsPjPage(
  client: ApiClient,
  payload: AntsDemandeAction & { idPJ: AntsPjType; file: File },
): Promise<JsonLd<AntsRequestDetails>> {
  const form = new FormData();
  form.append('idPJ', payload.idPJ);
  form.append('idDemande', payload.idDemande);
  form.append('idSession', payload.idSession);
  form.append('file', payload.file, payload.file.name);
  return client.upload<JsonLd<AntsRequestDetails>>('/ants/pj/page', form);
}

/** `GET /learners/ants`: learners to register with ANTS. */
export function listLearnersToRegister(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<LearnerSummary>> {
  return client.list<LearnerSummary>(LEARNERS_ANTS_PATH, params, { signal });
}
