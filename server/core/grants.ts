import { ROLES } from '../../src/shared/auth/roles';
import { loadUserAccess } from './access';
import type { AppDeps, AuthContext } from './env';
import { forbidden } from './errors';

// Nobody grants more than they hold (docs/decisions.md, « Permissions »): the rules every write of
// rights goes through — role accounts, agency and per-user authorizations, a member's role account,
// password resets.

const isManagerial = (role: string) => role === ROLES.admin || role === ROLES.manager;

/** Refuses (403) a grant of permissions the caller does not hold themselves. */
export function assertMayGrant(auth: AuthContext, permissions: readonly string[]): void {
  const beyond = [...new Set(permissions)].filter((p) => !auth.permissions.has(p)).sort();
  if (beyond.length > 0) {
    throw forbidden(`Vous ne pouvez pas accorder une permission que vous n’avez pas vous-même : ${beyond.join(', ')}.`);
  }
}

/** A user cannot change their own role, role account, agencies or permissions (someone else must). */
export function assertNotSelf(auth: AuthContext, userId: number): void {
  if (userId === auth.userId) throw forbidden('Vous ne pouvez pas modifier votre propre rôle, vos agences ni vos permissions.');
}

/**
 * The caller may act on this user's account (edit, delete, reset the password, grant rights): never on
 * the platform ADMIN unless ADMIN, never on a manager unless a manager, never on someone holding a
 * permission the caller lacks. The user must exist in the caller's structure (checked by the caller's lookup).
 */
export async function assertMayManageUser(deps: AppDeps, auth: AuthContext, userId: number): Promise<void> {
  if (userId === auth.userId) return;
  const target = await loadUserAccess(deps, userId);
  if (!target) return;
  if (target.user.role === ROLES.admin && auth.role !== ROLES.admin) throw forbidden('Seul un administrateur de la plateforme peut agir sur ce compte.');
  if (target.user.role === ROLES.manager && !isManagerial(auth.role)) throw forbidden('Seul un gérant peut agir sur le compte d’un gérant.');
  if (target.permissions.some((p) => !auth.permissions.has(p))) {
    throw forbidden('Cet utilisateur a des permissions que vous n’avez pas : vous ne pouvez pas agir sur son compte.');
  }
}

/**
 * The caller may give this role account to someone: its permissions are all the caller's, and a locked
 * account (« Gérant », provided by Volant) is given by a manager only.
 */
export async function assertMayAssignAccount(deps: AppDeps, auth: AuthContext, accountId: number): Promise<void> {
  const account = await deps.db.selectFrom('role_accounts').select(['is_editable', 'name']).where('id', '=', accountId).where('structure_id', '=', auth.structureId).executeTakeFirst();
  if (!account) return;
  if (account.is_editable !== 1 && !isManagerial(auth.role)) throw forbidden(`Seul un gérant peut attribuer le rôle « ${account.name} ».`);
  const rows = await deps.db.selectFrom('role_account_permissions').select('permission').where('account_id', '=', accountId).execute();
  assertMayGrant(auth, rows.map((r) => r.permission));
}
