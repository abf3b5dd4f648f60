import type { ApiClient } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type { AgencyPatch, AgencyRequestInput } from './schema';
import type { Agency, AgencyRequest, AutoConfigCheck } from './types';

export const AGENCIES_PATH = '/agencies';

/** `GET /agencies?page=1&itemsPerPage=30&structure={id}`. */
export function listStructureAgencies(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Agency>> {
  return client.list<Agency>(AGENCIES_PATH, params, { signal });
}

/** `GET /agencies/principal` (isPrincipal, searchPrincipal: words of the name, city or postal code, idCenter: one agency). */
export function listPrincipalAgencies(
  client: ApiClient,
  params: { isPrincipal?: boolean; searchPrincipal?: string; idCenter?: number } = {},
  signal?: AbortSignal,
): Promise<Page<Agency>> {
  return client.list<Agency>(`${AGENCIES_PATH}/principal`, { isPrincipal: true, ...params }, { signal });
}

/** `GET /agencies/{id}`: the agency as it is now (the edit form starts from it, not from a list row). */
export function getAgency(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<Agency>> {
  return client.get<JsonLd<Agency>>(`${AGENCIES_PATH}/${id}`, undefined, { signal });
}

export function updateAgency(client: ApiClient, id: number, patch: AgencyPatch): Promise<JsonLd<Agency>> {
  return client.patch<JsonLd<Agency>>(`${AGENCIES_PATH}/${id}`, patch);
}

/** `POST /agency/request`. */
export function requestAgency(client: ApiClient, payload: AgencyRequestInput): Promise<JsonLd<AgencyRequest>> {
  return client.post<JsonLd<AgencyRequest>>('/agency/request', payload);
}

/** `POST /agency/default-data` (agencyId). */
export function addDefaultData(client: ApiClient, agencyId: number): Promise<{ agency: number; added: string[] }> {
  return client.post<{ agency: number; added: string[] }>('/agency/default-data', { agencyId });
}

/** `GET /agency/can-added-auto-config/{agency}`. */
export function canAddAutoConfig(client: ApiClient, agencyId: number, signal?: AbortSignal): Promise<AutoConfigCheck> {
  return client.get<AutoConfigCheck>(`/agency/can-added-auto-config/${agencyId}`, undefined, { signal });
}
