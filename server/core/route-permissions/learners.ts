import type { RouteTable } from './types';

/** Learners: records, registrations, tracking, documents, groups, organisations, notices and contracts. */
export const LEARNERS_ROUTES: RouteTable = {}; // every route of the area is declared (server/resources/areas/)
