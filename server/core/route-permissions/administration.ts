import type { RouteTable } from './types';

/** Administration: structure, agencies, team members, roles and authorizations, onboarding. */
export const ADMINISTRATION_ROUTES: RouteTable = {
  'GET /api/global-config/agency/:id': 'authenticated',
};
