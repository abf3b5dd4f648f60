import type { RouteTable } from './types';

/** Planning: every route of the area is declared (server/resources/declarations.ts). */
export const PLANNING_ROUTES: RouteTable = {};
