import type { ApiClient } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import { listOrganisations as listOrganisationSummaries } from '../../shared/references/api';
import type { OrganizationCreate, OrganizationPatch } from './schema';
import type { Organization, OrganizationType } from './types';

export const ORGANISATIONS_PATH = '/accountingDocs/organizations';
export const ORGANISATION_TYPES_PATH = '/accountingDocs/organization-types';

/** `GET /accountingDocs/organizations` (agency, simplesearch, page, itemsPerPage 10 or 10000, organizationType.name[], order). */
export function listOrganisations(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Organization>> {
  return listOrganisationSummaries(client, params, signal) as Promise<Page<Organization>>;
}

export function getOrganisation(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<Organization>> {
  return client.get<JsonLd<Organization>>(`${ORGANISATIONS_PATH}/${id}`, undefined, { signal });
}

export function createOrganisation(client: ApiClient, payload: OrganizationCreate): Promise<JsonLd<Organization>> {
  return client.post<JsonLd<Organization>>(ORGANISATIONS_PATH, payload);
}

export function updateOrganisation(client: ApiClient, id: number, patch: OrganizationPatch): Promise<JsonLd<Organization>> {
  return client.patch<JsonLd<Organization>>(`${ORGANISATIONS_PATH}/${id}`, patch);
}

export function deleteOrganisation(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${ORGANISATIONS_PATH}/${id}`);
}

/** `GET /accountingDocs/organization-types`. */
export function listOrganisationTypes(client: ApiClient, signal?: AbortSignal): Promise<Page<OrganizationType>> {
  return client.list<OrganizationType>(ORGANISATION_TYPES_PATH, { itemsPerPage: 100 }, { signal });
}

/** Type names are filtered without their 'C2.' prefix (spec part 2 §3). */
export function typeFilterName(name: string): string {
  return name.startsWith('C2.') ? name.slice(3) : name;
}
