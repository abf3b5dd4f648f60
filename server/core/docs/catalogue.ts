import type { RouteDeclaration } from '../routes/types';

/** One Hydra class of the declared routes with the routes that answer or act on it. */
export interface DocumentedClass {
  name: string;
  routes: RouteDeclaration[];
}

/** The declared routes grouped by Hydra class, classes in order of first appearance. */
export function documentedClasses(routes: readonly RouteDeclaration[]): DocumentedClass[] {
  const classes = new Map<string, RouteDeclaration[]>();
  for (const route of routes) {
    if (route.returns === 'raw') continue;
    classes.set(route.hydraClass, [...(classes.get(route.hydraClass) ?? []), route]);
  }
  return [...classes].map(([name, list]) => ({ name, routes: list }));
}

/**
 * The declared collection route of a class (its entrypoint link), if any: the collection whose items
 * are read at `<collection>/{id}` (a class may also be answered by other lists, such as the learners
 * one may bill), else the first by path, so the order of the declarations never decides it; never
 * one whose path holds a parameter.
 */
export function collectionOf(cls: DocumentedClass): RouteDeclaration | undefined {
  // A list under a URI template (`/pushes/{id}/deliveries`) is no link: the entrypoint could not follow it.
  const lists = cls.routes
    .filter((route) => route.returns === 'collection' && route.method === 'GET' && !route.path.includes('{'))
    .sort((a, b) => a.path.localeCompare(b.path));
  const hasItems = (list: RouteDeclaration) => cls.routes.some((route) => route.method === 'GET' && route.returns === 'item' && route.path === `${list.path}/{id}`);
  return lists.find(hasItems) ?? lists[0];
}

/** The entrypoint's name of a class's collection (`Tva` → `tva`). */
export const entrypointName = (className: string) => className.charAt(0).toLowerCase() + className.slice(1);
