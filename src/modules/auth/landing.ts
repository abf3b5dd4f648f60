import { isAdmin } from '../../shared/auth/roles';
import type { SessionUser } from '../../shared/session/types';
import { LANDING_PATHS } from './paths';

/** Where a user lands after signing in: ADMIN → /role, a non-admin whose isConfigGeneral is unset → account configuration, else /. */
export function landingPath(user: Pick<SessionUser, 'roles' | 'isConfigGeneral'>): string {
  if (isAdmin(user.roles)) return LANDING_PATHS.admin;
  if (user.isConfigGeneral === null) return LANDING_PATHS.accountConfiguration;
  return LANDING_PATHS.home;
}
