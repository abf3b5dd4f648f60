import type { ApiClient } from '../api/client';
import type { JsonLd, Page } from '../api/hydra';
import type { QueryParams } from '../api/query';
import { ONBOARDING_APPLICATIONS_PAGE_SIZE } from '../constants';
import type {
  Agency,
  AgencyApplicationOption,
  GroupSummary,
  LearnerLight,
  LearnerSummary,
  OrganisationSummary,
  PackageOption,
  Service,
  TeamMember,
  Training,
  TrainingApplicationOption,
  TrainingField,
  TvaOption,
} from './types';

/** `GET /agencies` (structure, isPrincipal, simplesearch, page, itemsPerPage 30). */
export function listAgencies(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<Agency>> {
  return client.list<Agency>('/agencies', params, { signal });
}

/** `GET /educations/trainings` (page 1, 30 per page). */
export function listTrainings(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<Training>> {
  return client.list<Training>('/educations/trainings', { page: 1, itemsPerPage: 30, ...params }, { signal });
}

/** `GET /learners` with the list filters (archived, agency, training, simplesearch, order…). */
export function listLearners(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<LearnerSummary>> {
  return client.list<LearnerSummary>('/learners', params, { signal });
}

/** `GET /learner/bill` (agency.id): the learners a quotation or an invoice of that agency may be addressed to. */
export function listBillableLearners(client: ApiClient, agencyId: number, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<LearnerSummary>> {
  return client.list<LearnerSummary>('/learner/bill', { ...params, 'agency.id': agencyId }, { signal });
}

/** `GET /team-members` (archived, accountType, simplesearch; sorted by first then last name). */
export function listTeamMembers(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<TeamMember>> {
  return client.list<TeamMember>('/team-members', params, { signal });
}

/** `GET /state-api/team-members`: the structure's active members, by first then last name (a failure is silent for its callers). */
export function listStateTeamMembers(client: ApiClient, signal?: AbortSignal): Promise<Page<TeamMember>> {
  return client.list<TeamMember>('/state-api/team-members', undefined, { signal });
}

/** `GET /products/services` (agency, isActive, simplesearch, order). */
export function listServices(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<Service>> {
  return client.list<Service>('/products/services', params, { signal });
}

/** `GET /products/services/sort` (agency, training): every active service, by name, for the planning's pickers. */
export function listSortedServices(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<Service>> {
  return client.list<Service>('/products/services/sort', params, { signal });
}

/** `GET /educations/training_fields` (training.code, up to 3000). */
export function listTrainingFields(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<TrainingField>> {
  return client.list<TrainingField>('/educations/training_fields', params, { signal });
}

/** `GET /accountingDocs/organizations` (agency, simplesearch, organizationType.name[], order; 10 or 10000 per page): paying bodies. */
export function listOrganisations(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<OrganisationSummary>> {
  return client.list<OrganisationSummary>('/accountingDocs/organizations', params, { signal });
}

/** `GET /billing/tvas?agency=…` with up to 10000 rates: the rates a document or a service of an agency may use. */
export function listTvaOptions(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<TvaOption>> {
  return client.list<TvaOption>('/billing/tvas', { itemsPerPage: 10_000, ...params }, { signal });
}

/** `GET /products/packages` (agency, isActive, simplesearch, page, itemsPerPage). */
export function listPackageOptions(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<PackageOption>> {
  return client.list<PackageOption>('/products/packages', params, { signal });
}

/** `GET /products/packages/{id}`: a package with its ordered items. */
export function getPackageOption(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<PackageOption>> {
  return client.get<JsonLd<PackageOption>>(`/products/packages/${id}`, undefined, { signal });
}

/** `GET /groups` (agency, simplesearch, order). */
export function listGroups(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<GroupSummary>> {
  return client.list<GroupSummary>('/groups', params, { signal });
}

/** `GET /learners/exam-eligible` (training.name[] among B, A1, A2, C, C1, D, D1; simplesearch; non archived). */
export function listExamEligibleLearners(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<LearnerLight>> {
  return client.list<LearnerLight>('/learners/exam-eligible', params, { signal });
}

/** `GET /onboardings/applications/by?agencyId=`: the applications and which ones the agency switched on. */
export function listAgencyApplicationOptions(client: ApiClient, agencyId: number, signal?: AbortSignal): Promise<Page<AgencyApplicationOption>> {
  return client.list<AgencyApplicationOption>('/onboardings/applications/by', { agencyId }, { signal });
}

/** `GET /onboardings/applications` (itemsPerPage 30000, agency): the agency's applications per training. */
export function listTrainingApplicationOptions(client: ApiClient, agency: number, signal?: AbortSignal): Promise<Page<TrainingApplicationOption>> {
  return client.list<TrainingApplicationOption>('/onboardings/applications', { itemsPerPage: ONBOARDING_APPLICATIONS_PAGE_SIZE, agency }, { signal });
}
