import type { QueryParams } from '../../shared/api/query';
import { DSR_GATEWAY_PATH, LESSON_ERROR_TYPES_PATH, LIVRET_DASHBOARD_PATH } from './api';

/** The DSR gateway module's SWR keys: one builder per read. */
export const dsrGatewayKeys = {
  gateway: (params: { structure: number; isGlobal?: boolean }) => [DSR_GATEWAY_PATH, params] as const,
  lessonErrorTypes: () => [LESSON_ERROR_TYPES_PATH] as const,
  livretDashboard: (query: QueryParams) => [LIVRET_DASHBOARD_PATH, query] as const,
};
