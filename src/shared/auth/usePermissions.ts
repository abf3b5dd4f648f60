import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { sessionState } from '../session/store';
import { isAuthenticated } from '../session/token';
import { useApiClient } from '../swr/ApiProvider';
import { getUser } from './api';
import { hasAnyPermission } from './any-permission';
import type { Permission } from './permissions';

/** Where the signed-in user's permissions stand (spec part 2 §2: loaded before any-of checks). */
export type PermissionsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; permissions: readonly string[] };

/** The SWR key of a user's permissions read: the hook's, and the read main.tsx starts ahead of it. */
export const permissionsKey = (userId: number) => ['/users/{id}', userId, 'permissions'] as const;

/** The signed-in user's permissions, reloaded from `GET /users/{id}` once per session (shared by the guards and the screens). */
export function usePermissions(): PermissionsState {
  const client = useApiClient();
  const { session } = useSnapshot(sessionState);
  const userId = isAuthenticated(session as typeof sessionState.session, Date.now()) ? session?.user.id : undefined;
  const { data, error } = useSWR(
    userId === undefined ? null : permissionsKey(userId),
    ([, id]) => getUser(client, id),
    { revalidateIfStale: false, shouldRetryOnError: false },
  );
  if (error) return { status: 'failed' };
  return data ? { status: 'loaded', permissions: data.permissions } : { status: 'loading' };
}

/** True when the user holds one of the permissions (false while they load): for buttons and actions. */
export function useCan(...anyOf: Permission[]): boolean {
  const state = usePermissions();
  return state.status === 'loaded' && hasAnyPermission(state.permissions, anyOf);
}
