import type { ApiClient } from '../../shared/api/client';
import { permissionsKey, type PermissionsState } from '../../shared/auth/usePermissions';
import { isAuthenticated } from '../../shared/session/token';
import type { Session } from '../../shared/session/types';
import { cacheAnsweredReads, waitingRead } from '../../shared/swr/preload';
import { primeCurrency } from '../currency';
import { chunkOf } from '../platform/chunk';
import { chromeChunk } from '../shell/chromeChunk';
import { startLocationReads } from './shell-reads';
import { resolvePath, type RouteTable } from './table';

/** How long main.tsx holds the first render of a signed-in page for its screen to be complete (ms). */
export const FIRST_SCREEN_WAIT_MS = 300;

export interface FirstScreenInput {
  table: RouteTable;
  location: { pathname: string; search: string };
  client: ApiClient;
  session: Session | null;
  /** Puts a read's answer in the SWR cache the hooks read (swr's `mutate` in the app). */
  cache: (key: readonly unknown[], data: unknown) => void;
}

const permissionsOf = (user: unknown): PermissionsState => {
  const permissions = typeof user === 'object' && user !== null ? (user as { permissions?: unknown }).permissions : undefined;
  return Array.isArray(permissions) && permissions.every((p): p is string => typeof p === 'string') ? { status: 'loaded', permissions } : { status: 'loading' };
};

/**
 * The first screen of a signed-in page, rendered once and complete. When main.tsx runs, what that
 * screen shows is already on its way (boot.ts preloaded the chunks and sent the reads the last start
 * on this path sent; main.tsx started the shell's): rendering at once drew a loading shell, then the
 * chrome, then the screen, then its rows, each a render and a frame of style and layout on the main
 * thread. So, for at most `waitMs`: the currency is read, the chunks of the chrome and the path's
 * screen are loaded, the route's reads are started as soon as the guard allows it (for a route that
 * needs permissions, once their read has answered), and the reads that answer are
 * put in the SWR cache (swr/preload.ts cacheAnsweredReads: their hooks mount on them without reading
 * them again). Whatever is not there in time renders as before: a loading state, then the rest.
 */
export async function prepareFirstScreen({ table, location, client, session, cache }: FirstScreenInput, waitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  if (session === null || !isAuthenticated(session, Date.now())) return;
  primeCurrency();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  const within = (work: Promise<unknown>) => Promise.race([work.catch(() => undefined), timeUp]);
  try {
    // The chrome's and the path's screen chunks (boot.ts preloaded both) are evaluated while the
    // permissions read is awaited; the guard decides after, on that read, whether the screen shows.
    const matched = resolvePath(table, location.pathname);
    const chunks = [chromeChunk, ...(matched.kind === 'route' ? [chunkOf(matched.route.load)] : [])].map((chunk) => chunk.load());
    const user = await within(waitingRead(permissionsKey(session.user.id)) ?? Promise.resolve(undefined));
    startLocationReads(table, location, client, session, permissionsOf(user));
    await within(Promise.all(chunks));
    await cacheAnsweredReads(timeUp, cache);
  } finally {
    clearTimeout(timer);
  }
}
