import { ACCOUNTING_ROUTES } from './accounting';
import { ADMINISTRATION_ROUTES } from './administration';
import { LEARNERS_ROUTES } from './learners';
import { NATIONAL_ROUTES } from './national';
import { OPERATIONS_ROUTES } from './operations';
import { PLANNING_ROUTES } from './planning';
import { PLATFORM_ROUTES } from './platform';
import type { RouteAccess, RouteTable } from './types';

export type { RouteAccess, RouteTable } from './types';

/** The areas' tables, in the order docs/permissions.md shows them. */
export const ROUTE_AREAS: ReadonlyArray<{ area: string; routes: RouteTable }> = [
  { area: 'Plateforme et profil', routes: PLATFORM_ROUTES },
  { area: 'Administration', routes: ADMINISTRATION_ROUTES },
  { area: 'Comptabilité', routes: ACCOUNTING_ROUTES },
  { area: 'Apprenants', routes: LEARNERS_ROUTES },
  { area: 'Planning et ressources', routes: PLANNING_ROUTES },
  { area: 'Services nationaux', routes: NATIONAL_ROUTES },
  { area: 'Opérations', routes: OPERATIONS_ROUTES },
];

function gather(): ReadonlyMap<string, RouteAccess> {
  const table = new Map<string, RouteAccess>();
  for (const { routes } of ROUTE_AREAS) {
    for (const [key, access] of Object.entries(routes)) {
      if (table.has(key)) throw new Error(`route-permissions: ${key} is declared twice`);
      if (Array.isArray(access) && access.length === 0) throw new Error(`route-permissions: ${key} names no permission`);
      table.set(key, access);
    }
  }
  return table;
}

/**
 * Every route of the API (`METHOD /api/path` as registered in Hono) with who may call it. One entry
 * per route: a route missing here is refused to everyone (deny by default), and the security suite
 * fails on it.
 */
export const ROUTE_PERMISSIONS: ReadonlyMap<string, RouteAccess> = gather();
