import type { ModuleDescriptor, NavbarWidget, NavItem, RedirectDefinition, RouteDefinition } from '../../shared/module/types';
import { NAV_GROUPS, type NavGroupKey } from '../../shared/module/nav-groups';
import type { AnySlotContribution } from '../../shared/module/slots';
import { matchPath } from '../../shared/router/path';
import { PATHS } from './paths';

export interface RouteTable {
  routes: readonly RouteDefinition[];
  redirects: readonly RedirectDefinition[];
  nav: readonly NavItem[];
  navbarWidgets: readonly NavbarWidget[];
  slots: readonly AnySlotContribution[];
}

export type Resolution =
  | { kind: 'route'; route: RouteDefinition; params: Record<string, string> }
  | { kind: 'redirect'; to: string };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => /^\{\w+\}$/.test(segment);

/** Static segments win over parameters at the same depth (`/factures/nouvelle` before `/factures/{id}`). */
function specificity(route: RouteDefinition): number[] {
  return segmentsOf(route.path).map((segment) => (isParam(segment) ? 0 : 1));
}

function compareSpecificity(sa: readonly number[], sb: readonly number[]): number {
  for (let i = 0; i < Math.max(sa.length, sb.length); i += 1) {
    const diff = (sb[i] ?? 0) - (sa[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The routes, most specific first (each route's specificity computed once, not at each comparison). */
function bySpecificity(routes: readonly RouteDefinition[]): RouteDefinition[] {
  return routes
    .map((route) => ({ route, specificity: specificity(route) }))
    .sort((a, b) => compareSpecificity(a.specificity, b.specificity))
    .map(({ route }) => route);
}

function normalise(path: string): string {
  return `/${segmentsOf(path).join('/')}`;
}

const byOrder = (a: NavItem, b: NavItem) => a.order - b.order;

/** Top-level items, with the grouped ones nested under their shared parent (sorted in each level). */
function nestGroups(items: readonly NavItem[]): NavItem[] {
  const grouped = new Map<NavGroupKey, NavItem[]>();
  const top: NavItem[] = [];
  for (const item of items) {
    if (!item.group) top.push(item);
    else grouped.set(item.group, [...(grouped.get(item.group) ?? []), item]);
  }
  for (const [key, children] of grouped) {
    const group = NAV_GROUPS[key];
    top.push({ key: `group-${key}`, title: group.title, icon: group.icon, order: group.order, submenu: children.sort(byOrder) });
  }
  return top.sort(byOrder);
}

const built = new WeakMap<readonly ModuleDescriptor[], RouteTable>();

/**
 * The one route table of the back office, built from the module descriptors, once per list (main.tsx's
 * first screen and the shell share the registry's). Throws on a duplicated route id or path pattern,
 * so two modules can never claim the same screen.
 */
export function buildRouteTable(modules: readonly ModuleDescriptor[]): RouteTable {
  const known = built.get(modules);
  if (known) return known;
  const table = tableOf(modules);
  built.set(modules, table);
  return table;
}

function tableOf(modules: readonly ModuleDescriptor[]): RouteTable {
  const routes = modules.flatMap((module) => module.routes);
  const ids = new Set<string>();
  const patterns = new Set<string>();
  for (const route of routes) {
    const pattern = normalise(route.path).replace(/\{\w+\}/g, '{}');
    if (ids.has(route.id)) throw new Error(`Route id declared twice: ${route.id}`);
    if (patterns.has(pattern)) throw new Error(`Route path declared twice: ${route.path}`);
    ids.add(route.id);
    patterns.add(pattern);
  }
  return {
    routes: bySpecificity(routes),
    redirects: modules.flatMap((module) => module.redirects ?? []),
    nav: nestGroups(modules.flatMap((module) => module.nav ?? [])),
    navbarWidgets: modules.flatMap((module) => module.navbarWidgets ?? []).sort((a, b) => a.order - b.order),
    slots: modules.flatMap((module) => module.slots ?? []),
  };
}

/** The route of a pathname, a fixed redirect, or the not-found redirect for any unknown path. */
export function resolvePath(table: RouteTable, pathname: string): Resolution {
  const path = normalise(pathname);
  const redirect = table.redirects.find((candidate) => normalise(candidate.from) === path);
  if (redirect) return { kind: 'redirect', to: redirect.to };
  for (const route of table.routes) {
    const params = matchPath(route.path, path);
    if (params) return { kind: 'route', route, params };
  }
  return { kind: 'redirect', to: PATHS.notFound };
}
