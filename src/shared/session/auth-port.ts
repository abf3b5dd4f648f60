import type { AuthPort } from '../api/client';
import { singleFlight } from '../api/single-flight';
import { refreshSession } from '../auth/api';
import { sessionState, setTokens, signOut } from './store';

/**
 * The transport's view of the session store. `refresh` is single-flight, so the watchdog timer
 * and every 401 of the client share one refresh call.
 */
export function createAuthPort(fetchImpl: typeof fetch, baseUrl: string): AuthPort {
  const refresh = singleFlight(async () => {
    const session = sessionState.session;
    if (!session) throw new Error('No session to refresh');
    const pair = await refreshSession(fetchImpl, baseUrl, session.refresh_token);
    if (sessionState.session !== session) throw new Error('The session changed during the refresh');
    setTokens(pair);
    return pair.token;
  });
  return {
    getToken: () => sessionState.session?.token ?? null,
    refresh,
    clear: signOut,
  };
}
