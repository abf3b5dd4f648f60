import type { RouteTable } from './types';

/** Operations: dashboards, push notifications, published plannings (embeds) and the educational report. */
export const OPERATIONS_ROUTES: RouteTable = {}; // every route of the area is declared (server/resources/areas/)
