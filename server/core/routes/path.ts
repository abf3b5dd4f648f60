import type { ParamKind, RouteDeclaration } from './types';

const PARAM = /\{(\w+)\}/g;

/** The characters each parameter kind accepts (Hono route pattern and regular expression alike). */
export const PARAM_PATTERNS: Readonly<Record<ParamKind, string>> = {
  id: '[0-9]+',
  uuid: '[0-9a-fA-F-]+',
  key: '[A-Za-z0-9_-]+',
};

export function paramKind(route: Pick<RouteDeclaration, 'params'>, name: string): ParamKind {
  return route.params?.[name] ?? 'id';
}

/** The parameters of a declared path, in order. */
export function paramNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((match) => match[1]!);
}

/** The Hono pattern of a declared path: `/billing/tvas/{id}` → `/billing/tvas/:id{[0-9]+}`. */
export function honoPath(route: Pick<RouteDeclaration, 'path' | 'params'>): string {
  return route.path.replace(PARAM, (_, name: string) => `:${name}{${PARAM_PATTERNS[paramKind(route, name)]}}`);
}

/** `METHOD /api/path` as Hono registers the route: the key of the permission table. */
export function routeKey(route: Pick<RouteDeclaration, 'method' | 'path' | 'params'>): string {
  return `${route.method} /api${honoPath(route)}`;
}
