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
 * claim the read instead of sending their own), once each time a route's path is entered. Changes of
 * the query on the screen (paging, a search typed) are its hooks' own, which abort what they no
 * longer need.
 */
export function useRouteReads(input: RouteReadsInput & { pathname: string }): void {
  const entered = useRef({ at: '', started: false });
  const at = `${input.route?.id ?? ''} ${input.pathname}`;
  if (entered.current.at !== at) entered.current = { at, started: false };
  if (!entered.current.started) entered.current.started = startRouteReads(input);
}
