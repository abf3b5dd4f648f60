import type { RouteDefinition } from '../../shared/module/types';
import { PATHS } from '../routing/paths';
import { resolvePath, type RouteTable } from '../routing/table';
import { decideNavigation, type GuardDecision, type GuardInput } from './decide';

/** What the guard needs besides the path and the table. */
export type NavigationContext = Omit<GuardInput, 'pathname' | 'route' | 'accountSetupPermissions'>;

export interface Navigation {
  /** The route to render, if the path resolved to one. */
  route: RouteDefinition | null;
  params: Record<string, string>;
  /** The guard's decision on that route (null without a route). */
  decision: GuardDecision | null;
  /** Where the shell must go instead (a fixed redirect, the not-found page or the guard's redirect). */
  target: string | null;
}

/**
 * What the shell does with a pathname: resolve it through the route table, then apply the guard.
 * With `complete` false (only the sign-in modules are known), a path they do not serve waits instead of
 * being sent to the not-found page. The browser test of every route applies the same function.
 */
export function navigationFor(table: RouteTable, pathname: string, context: NavigationContext, complete = true): Navigation {
  const resolved = resolvePath(table, pathname);
  const resolution = complete || resolved.kind === 'route' ? resolved : null;
  if (resolution === null) return { route: null, params: {}, decision: null, target: null };
  if (resolution.kind === 'redirect') return { route: null, params: {}, decision: null, target: resolution.to };
  const accountSetup = resolvePath(table, PATHS.accountConfiguration);
  const decision = decideNavigation({
    ...context,
    pathname,
    route: resolution.route,
    accountSetupPermissions: accountSetup.kind === 'route' ? accountSetup.route.permissions : null,
  });
  return {
    route: resolution.route,
    params: resolution.params,
    decision,
    target: decision.kind === 'redirect' ? decision.to : null,
  };
}
