import { declaredTable } from '../core/routes/table';
import type { RouteAccess, RouteTable } from '../core/route-permissions/types';
import { DECLARED_AREAS } from './declarations';

export type { RouteAccess, RouteTable } from '../core/route-permissions/types';

/** The areas in the order docs/permissions.md shows them. */
const AREA_ORDER = ['Plateforme et profil', 'Administration', 'Comptabilité', 'Apprenants', 'Espace élève', 'Planning et ressources', 'Services nationaux', 'Opérations'] as const;

/** Each area's table, derived from its declared routes (server/resources/areas/). */
export const ROUTE_AREAS: ReadonlyArray<{ area: string; routes: RouteTable }> = AREA_ORDER.map((area) => ({
  area,
  routes: declaredTable(DECLARED_AREAS.filter((declared) => declared.area === area).flatMap((declared) => declared.routes)),
}));

function gather(): ReadonlyMap<string, RouteAccess> {
  const table = new Map<string, RouteAccess>();
  for (const { area } of DECLARED_AREAS) {
    if (!(AREA_ORDER as readonly string[]).includes(area)) throw new Error(`route-permissions: unknown area ${area}`);
  }
  for (const { routes } of DECLARED_AREAS) {
    for (const [key, access] of Object.entries(declaredTable(routes))) {
      if (table.has(key)) throw new Error(`route-permissions: ${key} is declared twice`);
      if (Array.isArray(access) && access.length === 0) throw new Error(`route-permissions: ${key} names no permission`);
      table.set(key, access);
    }
  }
  return table;
}

/**
 * Every route of the API (`METHOD /api/path` as registered in Hono) with who may call it, from the
 * declarations. One entry per route: a route missing here is refused to everyone (deny by default),
 * and the security suite fails on it.
 */
export const ROUTE_PERMISSIONS: ReadonlyMap<string, RouteAccess> = gather();
