import type { ApiClient } from '../api/client';
import type { JsonLd, Page } from '../api/hydra';
import type { QueryParams } from '../api/query';
import type { Agency, LearnerSummary, Service, StructureConfiguration, TeamMember, Training } from './types';

/** `GET /agencies` (structure, isPrincipal, simplesearch, page, itemsPerPage 30). */
export function listAgencies(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<Agency>> {
  return client.list<Agency>('/agencies', params, { signal });
}

export function getAgency(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<Agency>> {
  return client.get<JsonLd<Agency>>(`/agencies/${id}`, undefined, { signal });
}

/** `GET /educations/trainings` (page 1, 30 per page). */
export function listTrainings(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<Training>> {
  return client.list<Training>('/educations/trainings', { page: 1, itemsPerPage: 30, ...params }, { signal });
}

/** `GET /learners` with the list filters (archived, agency, training, simplesearch, order…). */
export function listLearners(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<LearnerSummary>> {
  return client.list<LearnerSummary>('/learners', params, { signal });
}

/** `GET /team-members` (archived, accountType, simplesearch; sorted by first then last name). */
export function listTeamMembers(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<TeamMember>> {
  return client.list<TeamMember>('/team-members', params, { signal });
}

/** `GET /products/services` (agency, isActive, simplesearch, order). */
export function listServices(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<Service>> {
  return client.list<Service>('/products/services', params, { signal });
}

/** `GET /structure/structure/{id}`: the structure and its configuration (modeANTS, studentsPhotoAllowed). */
export function getStructure(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<StructureConfiguration>> {
  return client.get<JsonLd<StructureConfiguration>>(`/structure/structure/${id}`, undefined, { signal });
}
