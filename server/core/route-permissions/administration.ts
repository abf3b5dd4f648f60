import type { RouteTable } from './types';

/** Administration: structure, agencies, team members, roles and authorizations, onboarding. */
export const ADMINISTRATION_ROUTES: RouteTable = {}; // every route of the area is declared (server/resources/areas/)
