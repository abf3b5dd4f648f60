import type { RouteTable } from './types';

/** National services: ANTS, the livret numérique gateway and the private exam operators. */
export const NATIONAL_ROUTES: RouteTable = {
  'GET /api/structure/operators': 'authenticated',
  'GET /api/structure/operator-configuration': 'authenticated',
};
