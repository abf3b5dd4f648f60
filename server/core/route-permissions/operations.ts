import { CONFIGURATION, PLANNING_CONFIGURATION } from '../../../src/shared/auth/permission-groups';
import type { RouteTable } from './types';

/** Operations: dashboards, push notifications, published plannings (embeds) and the educational report. */
export const OPERATIONS_ROUTES: RouteTable = {
  'GET /api/plannings/shares': CONFIGURATION,
  'GET /api/plannings/shares/:id': CONFIGURATION,
  'POST /api/plannings/shares': PLANNING_CONFIGURATION,
  'PATCH /api/plannings/shares/:id': PLANNING_CONFIGURATION,
  'POST /api/plannings/shares/:id/new-key': PLANNING_CONFIGURATION,
  'DELETE /api/plannings/shares/:id': PLANNING_CONFIGURATION,
  'GET /api/plannings/public/:key': 'public',
  'GET /api/plannings/public/:key/slots': 'public',
};
