import type { RouteTable } from './types';

/** Operations: dashboards, push notifications, published plannings (embeds) and the educational report. */
export const OPERATIONS_ROUTES: RouteTable = {
  'GET /api/plannings/public/:key': 'public',
  'GET /api/plannings/public/:key/slots': 'public',
};
