import type { ApiClient } from '../../shared/api/client';
import { getUser } from '../../shared/auth/api';
import { permissionsKey, type PermissionsState } from '../../shared/auth/usePermissions';
import type { RouteDefinition } from '../../shared/module/types';
import { isAuthenticated } from '../../shared/session/token';
import type { Session } from '../../shared/session/types';
import { preloadRead } from '../../shared/swr/preload';
import { firstCurrency } from '../currency';
import { navigationFor } from '../guards/navigation';
import { readTutorials, TUTORIALS_KEY } from '../shell/tutorialsRead';
import { chromeFor } from './chrome';
import { startRouteReads } from './loader';
import { PATHS } from './paths';
import type { RouteTable } from './table';

/**
 * The shell's own reads, started by main.tsx as soon as the API's address is known, from the stored
 * session and the URL: the user's permissions (the guard waits for them) and, where the navbar shows,
 * its tutorials. They wait in the preloaded reads for the hooks that ask for the same keys
 * (usePermissions, Tutorials), instead of leaving only once the shell and the chrome have rendered.
 * Answers whether they were started.
 */
export function startShellReads(client: ApiClient, pathname: string, session: Session | null, now = Date.now()): boolean {
  if (pathname === PATHS.login || session === null || !isAuthenticated(session, now)) return false;
  const userId = session.user.id;
  preloadRead(permissionsKey(userId), () => getUser(client, userId), now);
  if (chromeFor(pathname).navbar) preloadRead(TUTORIALS_KEY, () => readTutorials(client), now);
  return true;
}

/**
 * The reads of the route the URL names, started before the first render (routing/first-screen.ts)
 * when the guard already allows the route from the stored session and the permissions known so far:
 * the decision the shell makes on its first render, whose own start of these reads then finds them
 * waiting. Answers the route whose reads were started, or null (a route that still waits for the
 * permissions is left to the shell).
 */
export function startLocationReads(
  table: RouteTable,
  location: { pathname: string; search: string },
  client: ApiClient,
  session: Session | null,
  permissions: PermissionsState = { status: 'loading' },
  now = Date.now(),
): RouteDefinition | null {
  if (session === null || !isAuthenticated(session, now)) return null;
  const context = { authenticated: true, user: session.user, permissions, currency: firstCurrency(), firstNavPath: null };
  const { route, params, decision } = navigationFor(table, location.pathname, context);
  const allowed = decision?.kind === 'allow';
  startRouteReads({ route, params, search: location.search, client, user: session.user, allowed });
  return allowed ? route : null;
}
