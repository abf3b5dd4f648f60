import { useRef } from 'react';
import type { ApiClient } from '../../shared/api/client';
import type { RouteDefinition } from '../../shared/module/types';
import type { SessionUser } from '../../shared/session/types';
import { preloadRead } from '../../shared/swr/preload';

export interface RouteReadsInput {
  route: RouteDefinition | null;
  params: Readonly<Record<string, string>>;
  /** The URL's query string (`?…`). */
  search: string;
  client: ApiClient;
  user: Readonly<SessionUser> | null;
  /** True once the guard allows the route (the reads are never started for a refused screen). */
  allowed: boolean;
}

/** Starts the route's reads (its loader) into the preloaded reads, for the screen's hooks to claim. */
export function startRouteReads({ route, params, search, client, user, allowed }: RouteReadsInput): boolean {
  if (!route?.loader || !allowed || user === null) return false;
  for (const read of route.loader({ client, params, search: new URLSearchParams(search), user })) preloadRead(read.key, read.fetch);
  return true;
}

/**
 * Render-as-you-fetch for the shell: called while rendering (before the screen's hooks mount, so they
 * claim the read instead of sending their own), once per route and URL.
 */
export function useRouteReads(input: RouteReadsInput & { pathname: string }): void {
  const started = useRef<string | null>(null);
  const at = `${input.route?.id ?? ''} ${input.pathname}${input.search}`;
  if (started.current === at) return;
  if (startRouteReads(input)) started.current = at;
}
