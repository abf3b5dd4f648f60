import { DECLARED_AREAS } from '../../resources/declarations';
import { declaredTable } from '../routes/table';
import { LEGACY_AREAS } from './legacy';
import type { RouteAccess, RouteTable } from './types';

export type { RouteAccess, RouteTable } from './types';

/** The declared routes of an area as table entries. */
const declaredOf = (area: string): RouteTable => declaredTable(DECLARED_AREAS.filter((declared) => declared.area === area).flatMap((declared) => declared.routes));

/**
 * The areas' tables, in the order docs/permissions.md shows them: the hand-wired routes' entries
 * (./legacy.ts) and those derived from the area's declared routes (server/resources/declarations.ts).
 */
export const ROUTE_AREAS: ReadonlyArray<{ area: string; routes: RouteTable }> = LEGACY_AREAS.map(({ area, routes }) => ({
  area,
  routes: { ...routes, ...declaredOf(area) },
}));

function gather(): ReadonlyMap<string, RouteAccess> {
  const table = new Map<string, RouteAccess>();
  const areas = new Set(LEGACY_AREAS.map(({ area }) => area));
  for (const { area } of DECLARED_AREAS) if (!areas.has(area)) throw new Error(`route-permissions: unknown area ${area}`);
  for (const { area, routes } of LEGACY_AREAS) {
    for (const [key, access] of [...Object.entries(routes), ...Object.entries(declaredOf(area))]) {
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
