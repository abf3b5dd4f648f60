import type { QueryParams } from '../../shared/api/query';
import { AGENCY_CONFIG_PATH, FAVORITE_SITES_PATH, OPERATOR_CONFIGURATION_PATH, OPERATORS_PATH, SESSIONS_PATH, SITES_PATH } from './api';
import { PRIVATE_OPERATOR } from './types';

/** The private operators module's SWR keys: one builder per read. */
export const operatorKeys = {
  favoriteSites: (structure: number) => [FAVORITE_SITES_PATH, { structure, operator: PRIVATE_OPERATOR }] as const,
  examSites: (structureId: number) => [SITES_PATH, { structureId, operator: PRIVATE_OPERATOR }] as const,
  examSessions: (siteId: number, window: { startDate: string; endDate: string }) =>
    [SESSIONS_PATH, { siteId, operator: PRIVATE_OPERATOR, startDate: window.startDate, endDate: window.endDate }] as const,
  examEligibleLearners: (query: QueryParams) => ['/learners/exam-eligible', query] as const,
  operators: () => [OPERATORS_PATH] as const,
  operatorConfigurations: (structureId: number) => [OPERATOR_CONFIGURATION_PATH, structureId] as const,
  agencyConfiguration: (agencyId: number) => [`${AGENCY_CONFIG_PATH}/${agencyId}`] as const,
};
