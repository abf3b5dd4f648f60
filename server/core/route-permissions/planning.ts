import { PLANNING_CONFIGURATION } from '../../../src/shared/auth/permission-groups';
import type { RouteTable } from './types';

/** Planning: configuration, slots (a trainer writes only his own agenda, checked in the handler), exports, materials. */
export const PLANNING_ROUTES: RouteTable = {
  'GET /api/plannings/occurrence-tooltip': 'authenticated',
  'GET /api/plannings/agenda-tooltip': 'authenticated',
  'GET /api/plannings/payment-deadlines-tooltip': 'authenticated',
  'GET /api/plannings/slots/monitor': 'authenticated',
  'GET /api/plannings/operation-histories': 'authenticated',
  'POST /api/plannings/operation-histories/bulk': PLANNING_CONFIGURATION,
  'POST /api/plannings/operation-histories': 'authenticated',
};
