import { isAdmin } from '../../shared/auth/roles';
import { hasAnyPermission } from '../../shared/auth/any-permission';
import type { PermissionsState } from '../../shared/auth/usePermissions';
import type { RouteDefinition } from '../../shared/module/types';
import type { SessionUser } from '../../shared/session/types';
import { landingPath } from '../../modules/auth/landing';
import { PATHS } from '../routing/paths';


export interface GuardInput {
  pathname: string;
  route: Pick<RouteDefinition, 'permissions' | 'adminOnly' | 'public' | 'guestOnly' | 'relaxAccountCheck'>;
  authenticated: boolean;
  user: Pick<SessionUser, 'roles' | 'isConfigGeneral'> | null;
  permissions: PermissionsState;
  /** The selected currency; null while none is selected yet. */
  currency: string | null;
  /** Path of the first side-navigation entry the user can open (the fallback of a refused route). */
  firstNavPath: string | null;
  /**
   * The any-of permissions of the account configuration wizard (its route in the table); null while the
   * registry that declares it is loading.
   */
  accountSetupPermissions: RouteDefinition['permissions'] | null;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Not decidable yet (permissions or currency still loading): show a loading state. */
  | { kind: 'wait'; reason: 'permissions' | 'currency' };

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

function trimSlashes(path: string): string {
  return `/${path.split('/').filter(Boolean).join('/')}`;
}

/** The fallback of a refused route: the first navigation entry, unless that is where we are (then not found). */
function refused(input: GuardInput): GuardDecision {
  const first = input.firstNavPath;
  if (!first || trimSlashes(first) === trimSlashes(input.pathname)) return redirect(PATHS.notFound);
  return redirect(first);
}

/**
 * Whether an unconfigured user is sent to the account configuration. Only a user who may open the
 * wizard is: a trainer of a structure nobody has configured yet cannot do it, and sending them there
 * would bounce them back to their first navigation entry, then to the wizard again, forever.
 */
function awaitsAccountSetup(input: GuardInput): GuardDecision | null {
  const required = input.accountSetupPermissions ?? [];
  if (input.accountSetupPermissions === null || required.length === 0) return redirect(PATHS.accountConfiguration);
  switch (input.permissions.status) {
    case 'loading':
      return { kind: 'wait', reason: 'permissions' };
    case 'failed':
      return redirect(PATHS.accountConfiguration);
    case 'loaded':
      return hasAnyPermission(input.permissions.permissions, required) ? redirect(PATHS.accountConfiguration) : null;
  }
}

/**
 * The route guard of spec part 1 §6 and part 2 §2, as a pure decision. Order: public routes, guest-only
 * routes, login, the ADMIN redirect of / and /planning, the currency wait of non-admins, the
 * account-configured check (relaxed on configuration, profile, planning, role and auth; only for users who may
 * configure the account, see awaitsAccountSetup), ADMIN-only
 * routes, then the any-of permissions once loaded (failure to load them → page-not-found).
 */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { route, user } = input;
  if (route.public) return allow;
  const signedIn = input.authenticated && user !== null;
  if (route.guestOnly) return signedIn ? redirect(landingPath(user)) : allow;
  if (!signedIn) return redirect(PATHS.login);

  const admin = isAdmin(user.roles);
  const path = trimSlashes(input.pathname);
  if (admin && (path === PATHS.home || path === PATHS.planning)) return redirect(PATHS.role);
  if (!admin && input.currency === null) return { kind: 'wait', reason: 'currency' };
  if (!route.relaxAccountCheck && user.isConfigGeneral === null && !admin) {
    const setup = awaitsAccountSetup(input);
    if (setup) return setup;
  }
  if (route.adminOnly && !admin) return refused(input);

  const required = route.permissions ?? [];
  if (required.length === 0) return allow;
  switch (input.permissions.status) {
    case 'loading':
      return { kind: 'wait', reason: 'permissions' };
    case 'failed':
      return redirect(PATHS.notFound);
    case 'loaded':
      return hasAnyPermission(input.permissions.permissions, required) ? allow : refused(input);
  }
}
