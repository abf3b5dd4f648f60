import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { ROLES } from '../../src/shared/auth/roles';
import type { AppEnv, AuthContext } from './env';
import { forbidden } from './errors';
import { DENIED } from './permissions';
import type { RouteAccess } from './route-permissions/types';

/** Whether the caller passes a route's declared access (`public` needs no caller). */
export function allows(access: RouteAccess, auth: Pick<AuthContext, 'role' | 'permissions' | 'learnerId'> | undefined): boolean {
  if (access === 'public') return true;
  if (auth === undefined) return false;
  // A learner passes the routes declared for learners and nothing else; staff never pass those.
  if (access === 'learner' || auth.learnerId !== null) return access === 'learner' && auth.learnerId !== null;
  if (access === 'authenticated') return true;
  if (access === 'admin') return auth.role === ROLES.admin;
  if (access === 'manager') return auth.role === ROLES.admin || auth.role === ROLES.manager;
  return access.some((permission) => auth.permissions.has(permission));
}

/**
 * The declared access of the route Hono will run for this request: the first matched handler of the
 * request's method (in registration order, as Hono dispatches) that the table names. `undefined` when
 * no route of that method matches (the API's 404); `null` when one matches but the table forgot it.
 */
function declaredAccess(table: ReadonlyMap<string, RouteAccess>, c: Context<AppEnv>): RouteAccess | null | undefined {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  let matched = false;
  for (const route of matchedRoutes(c)) {
    if (route.method !== method) continue;
    matched = true;
    const access = table.get(`${method} ${route.path}`);
    if (access !== undefined) return access;
  }
  return matched ? null : undefined;
}

/**
 * Enforces the route permission table (server/resources/route-permissions.ts, from the declarations)
 * on every /api request, after authentication and before the handler: no lookup, no body parsing
 * happens for a refused call. A route the table does not declare is refused (deny by default).
 */
export const enforceRoutePermissions = (table: ReadonlyMap<string, RouteAccess>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const access = declaredAccess(table, c);
    if (access === undefined) return next();
    if (access === null || !allows(access, c.get('auth'))) throw forbidden(DENIED);
    await next();
  });
