import { hasAnyPermission, type Permission } from '../../src/shared/auth/permissions';
import type { AuthContext } from './env';
import { forbidden } from './errors';

/** The refusal of a call the caller has no right to make (403). */
export const DENIED = 'Vous n’avez pas la permission d’effectuer cette action.';

export function can(auth: AuthContext, anyOf: readonly Permission[]): boolean {
  return hasAnyPermission([...auth.permissions], anyOf);
}

/**
 * Throws 403 unless the caller holds one of the permissions (any-of). Who may call a route is declared
 * in server/resources/route-permissions.ts and checked before the handler; handlers use this only for what
 * depends on the payload or the row (the permission of one action among those the route allows).
 */
export function assertPermission(auth: AuthContext, anyOf: readonly Permission[]): void {
  if (!can(auth, anyOf)) throw forbidden(DENIED);
}
