import type { RouteTable } from '../route-permissions/types';
import { routeKey } from './path';
import type { RouteDeclaration } from './types';

/** The permission table entries of declared routes (`GET /api/billing/tvas/:id{[0-9]+}` → access). */
export function declaredTable(routes: readonly RouteDeclaration[]): RouteTable {
  return Object.fromEntries(routes.map((route) => [routeKey(route), route.access]));
}
