import type { QueryParams } from '../../shared/api/query';

/** The dashboards' SWR keys: every panel and table reads its own path with its query (period, scope, page). */
export const dashboardKeys = {
  read: (path: string, query: QueryParams) => [path, query] as const,
};
