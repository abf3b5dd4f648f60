import { createMiddleware } from 'hono/factory';
import { hasAnyPermission, type Permission } from '../../src/shared/auth/permissions';
import { ROLES } from '../../src/shared/auth/roles';
import type { AppEnv, AuthContext } from './env';
import { forbidden } from './errors';

/** The refusal of a call the caller has no right to make (403). */
export const DENIED = 'Vous n’avez pas la permission d’effectuer cette action.';

export function can(auth: AuthContext, anyOf: readonly Permission[]): boolean {
  return hasAnyPermission([...auth.permissions], anyOf);
}

/** Throws 403 unless the caller holds one of the permissions (any-of, like the route guards). */
export function assertPermission(auth: AuthContext, anyOf: readonly Permission[]): void {
  if (!can(auth, anyOf)) throw forbidden(DENIED);
}

/** Route middleware form of `assertPermission`. */
export const requirePermission = (...anyOf: Permission[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    assertPermission(c.var.auth, anyOf);
    await next();
  });

/** ADMIN-only calls (notifications management, platform configuration). */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.auth.role !== ROLES.admin) throw forbidden(DENIED);
  await next();
});
