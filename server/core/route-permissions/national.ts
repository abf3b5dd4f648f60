import { DSR_GATEWAY, LEARNER_WRITE } from '../../../src/shared/auth/permission-groups';
import type { RouteTable } from './types';

/** National services: ANTS, the livret numérique gateway and the private exam operators. */
export const NATIONAL_ROUTES: RouteTable = {
  'GET /api/state-api/agencies': DSR_GATEWAY,
  'POST /api/livret/connect': ['isConnectToDSRGateway'],
  'POST /api/livret/disconnect': ['isConnectToDSRGateway'],
  'GET /api/livret/lesson-slot/error-types': ['isAccessDSRGateway', 'isAccessDashboards'],
  'GET /api/livret/lesson-slot': ['isAccessDSRGateway', 'isAccessDashboards'],
  'GET /api/livret/lesson-slot/:id': ['isAccessDSRGateway', 'isAccessDashboards'],
  'POST /api/livret/lesson-slot/:id/send': ['isAccessDSRGateway', 'isConnectToDSRGateway'],
  'GET /api/livret/dashboard': ['isAccessDSRGateway', 'isAccessDashboards'],
  'GET /api/private-operators/sites': 'authenticated',
  'GET /api/private-operators/site': 'authenticated',
  'POST /api/private-operators/favorite-exam-center': LEARNER_WRITE,
  'DELETE /api/private-operators/favorite-exam-center/:id': LEARNER_WRITE,
  'GET /api/private-operators/sessions': 'authenticated',
  'GET /api/private-operators/registration': 'authenticated',
  'GET /api/private-operators/registration/:id': 'authenticated',
  'POST /api/private-operators/learner-registration': LEARNER_WRITE,
  'PATCH /api/private-operators/toggle-registration-status/:id': LEARNER_WRITE,
  'GET /api/structure/operators': 'authenticated',
  'GET /api/structure/operator-configuration': 'authenticated',
};
