import type { RouteTable } from './types';

/** Administration: structure, agencies, team members, roles and authorizations, onboarding. */
export const ADMINISTRATION_ROUTES: RouteTable = {
  'PATCH /api/structure/structure-allow-student-use/:id': ['isConfigAccount'],
  'PATCH /api/structure/structure-configuration/:id': ['isConfigAccount'],
  'GET /api/global-config/agency/:id': 'authenticated',
};
