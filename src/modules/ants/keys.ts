import type { QueryParams } from '../../shared/api/query';
import { ANTS_AGENCIES_PATH, ANTS_PATH, ANTS_STATISTICS_PATH, LEARNERS_ANTS_PATH } from './api';

/** The ANTS module's SWR keys: one builder per read. */
export const antsKeys = {
  connections: (structure: number, isGlobal: boolean) => [ANTS_AGENCIES_PATH, { structure, isGlobal }] as const,
  statistics: (scope: QueryParams) => [ANTS_STATISTICS_PATH, scope] as const,
  request: (id: number) => [`${ANTS_PATH}/${id}`, id] as const,
  learnersToRegister: (query: QueryParams) => [LEARNERS_ANTS_PATH, query] as const,
};
