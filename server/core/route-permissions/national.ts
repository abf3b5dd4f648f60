import type { RouteTable } from './types';

/**
 * National services: ANTS, the livret numérique gateway and the private exam operators. Every route
 * of the area is declared (server/resources/declarations.ts): no hand-wired entry is left.
 */
export const NATIONAL_ROUTES: RouteTable = {};
