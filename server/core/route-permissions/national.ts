import { DSR_GATEWAY } from '../../../src/shared/auth/permission-groups';
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
  'GET /api/structure/operators': 'authenticated',
  'GET /api/structure/operator-configuration': 'authenticated',
};
