import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { getUser } from '../../shared/auth/api';
import { isAuthenticated, sessionState } from '../../shared/session/store';
import type { SessionUser } from '../../shared/session/types';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { currencyState } from '../currency';
import type { PermissionsState } from './decide';

export interface Access {
  authenticated: boolean;
  user: SessionUser | null;
  permissions: PermissionsState;
  currency: string | null;
}

/** The signed-in user, their permissions (reloaded from GET /users/{id} once per session) and the currency. */
export function useAccess(): Access {
  const client = useApiClient();
  const { session } = useSnapshot(sessionState);
  const { currency } = useSnapshot(currencyState);
  const authenticated = isAuthenticated(session as typeof sessionState.session, Date.now());
  const userId = authenticated ? session?.user.id : undefined;
  const { data, error } = useSWR(
    userId === undefined ? null : ['/users/{id}', userId, 'permissions'],
    ([, id]) => getUser(client, id),
    { revalidateIfStale: false, shouldRetryOnError: false },
  );
  const permissions: PermissionsState = error ? { status: 'failed' } : data ? { status: 'loaded', permissions: data.permissions } : { status: 'loading' };
  return {
    authenticated,
    user: authenticated ? (sessionState.session?.user ?? null) : null,
    permissions,
    currency,
  };
}
