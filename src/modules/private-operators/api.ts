import type { ApiClient } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import { OPERATORS_PAGE_SIZE } from '../../shared/constants';
import type { StructureConfig } from '../../shared/references/configuration';
import type { LearnerRegistrationPayload, StructureConfigurationPatch } from './schema';
import type { ExamOperator, ExamRegistration, ExamSession, ExamSite, FavoriteExamCenter, OperatorConfiguration, RegistrationStatus } from './types';

export const SITES_PATH = '/private-operators/sites';
export const FAVORITE_SITES_PATH = '/private-operators/site';
export const SESSIONS_PATH = '/private-operators/sessions';
export const REGISTRATIONS_PATH = '/private-operators/registration';
export const OPERATORS_PATH = '/structure/operators';
export const OPERATOR_CONFIGURATION_PATH = '/structure/operator-configuration';
export const AGENCY_CONFIG_PATH = '/agency/config';

/** `GET /private-operators/sites` (structureId, operator): the operator's centres, favourites flagged. */
export function listExamSites(client: ApiClient, params: { structureId: number; operator: string }, signal?: AbortSignal): Promise<Page<ExamSite>> {
  return client.list<ExamSite>(SITES_PATH, params, { signal });
}

/** `GET /private-operators/site` (structure, operator): the structure's favourite centres. */
export function listFavoriteSites(client: ApiClient, params: { structure: number; operator: string }, signal?: AbortSignal): Promise<Page<ExamSite>> {
  return client.list<ExamSite>(FAVORITE_SITES_PATH, params, { signal });
}

/** `POST /private-operators/favorite-exam-center`. */
export function addFavoriteExamCenter(client: ApiClient, siteId: number): Promise<JsonLd<FavoriteExamCenter>> {
  return client.post<JsonLd<FavoriteExamCenter>>('/private-operators/favorite-exam-center', { site: siteId });
}

/** `DELETE /private-operators/favorite-exam-center/{id}`. */
export function removeFavoriteExamCenter(client: ApiClient, favoriteId: number): Promise<void> {
  return client.delete(`/private-operators/favorite-exam-center/${favoriteId}`);
}

/** `GET /private-operators/sessions` (siteId, operator, startDate, endDate). */
export function listExamSessions(
  client: ApiClient,
  params: { siteId: number; operator: string; startDate: string; endDate: string },
  signal?: AbortSignal,
): Promise<Page<ExamSession>> {
  return client.list<ExamSession>(SESSIONS_PATH, params, { signal });
}

/** `GET /private-operators/registration` (status, page, itemsPerPage 10, simplesearch, structure, site[], startDate range, order). */
export function listRegistrations(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<ExamRegistration>> {
  return client.list<ExamRegistration>(REGISTRATIONS_PATH, params, { signal });
}

/** `PATCH /private-operators/toggle-registration-status/{id}` (status; 2 cancels). */
export function toggleRegistrationStatus(client: ApiClient, id: number, status: RegistrationStatus): Promise<JsonLd<ExamRegistration>> {
  return client.patch<JsonLd<ExamRegistration>>(`/private-operators/toggle-registration-status/${id}`, { status });
}

/** `POST /private-operators/learner-registration` (learner, session). */
export function createLearnerRegistration(client: ApiClient, payload: LearnerRegistrationPayload): Promise<JsonLd<ExamRegistration>> {
  return client.post<JsonLd<ExamRegistration>>('/private-operators/learner-registration', payload);
}


/** `GET /structure/operators` (page 1, 30000 per page). */
export function listOperators(client: ApiClient, signal?: AbortSignal): Promise<Page<ExamOperator>> {
  return client.list<ExamOperator>(OPERATORS_PATH, { page: 1, itemsPerPage: OPERATORS_PAGE_SIZE }, { signal });
}

/** `GET /structure/operator-configuration` (structure.id). */
export function listOperatorConfigurations(client: ApiClient, structureId: number, signal?: AbortSignal): Promise<Page<OperatorConfiguration>> {
  return client.list<OperatorConfiguration>(OPERATOR_CONFIGURATION_PATH, { 'structure.id': structureId }, { signal });
}

/** `PATCH /structure/structure-configuration/{structureId}` (modeANTS, studentsPhotoAllowed, operator). */
export function updateStructureConfiguration(client: ApiClient, structureId: number, patch: StructureConfigurationPatch): Promise<JsonLd<StructureConfig>> {
  return client.patch<JsonLd<StructureConfig>>(`/structure/structure-configuration/${structureId}`, patch);
}

/** `PATCH /structure/structure-allow-student-use/{id}` (studentsPhotoAllowed). */
export function allowStudentUse(client: ApiClient, structureId: number, studentsPhotoAllowed: boolean): Promise<JsonLd<StructureConfig>> {
  return client.patch<JsonLd<StructureConfig>>(`/structure/structure-allow-student-use/${structureId}`, { studentsPhotoAllowed });
}

