import { useSnapshot } from 'valtio';
import { usePermissions, type PermissionsState } from '../../shared/auth/usePermissions';
import { sessionState } from '../../shared/session/store';
import { isAuthenticated } from '../../shared/session/token';
import type { SessionUser } from '../../shared/session/types';
import { currencyState } from '../currency';

export interface Access {
  authenticated: boolean;
  user: SessionUser | null;
  permissions: PermissionsState;
  currency: string | null;
}

/** The signed-in user, their permissions (reloaded from GET /users/{id} once per session) and the currency. */
export function useAccess(): Access {
  const { session } = useSnapshot(sessionState);
  const { currency } = useSnapshot(currencyState);
  const authenticated = isAuthenticated(session as typeof sessionState.session, Date.now());
  const permissions = usePermissions();
  return {
    authenticated,
    user: authenticated ? (sessionState.session?.user ?? null) : null,
    permissions,
    currency,
  };
}
