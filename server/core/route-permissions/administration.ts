import { CONFIGURATION } from '../../../src/shared/auth/permission-groups';
import type { RouteTable } from './types';

/** Administration: structure, agencies, team members, roles and authorizations, onboarding. */
export const ADMINISTRATION_ROUTES: RouteTable = {
  'PATCH /api/structure/structure-allow-student-use/:id': ['isConfigAccount'],
  'PATCH /api/structure/structure-configuration/:id': ['isConfigAccount'],
  'GET /api/global-config/agency/:id': 'authenticated',
  'GET /api/onboardings/training': 'authenticated',
  'POST /api/onboardings/training': CONFIGURATION,
  'GET /api/onboardings/applications/by': 'authenticated',
  'GET /api/onboardings/applications/summary': 'authenticated',
  'GET /api/onboardings/applications': 'authenticated',
  'POST /api/onboardings/applications': CONFIGURATION,
  'GET /api/onboardings/application-setting': 'authenticated',
  'PATCH /api/onboardings/application-setting': CONFIGURATION,
  'GET /api/registrations/application-setting': 'authenticated',
  'PATCH /api/registrations/application-setting': CONFIGURATION,
};
