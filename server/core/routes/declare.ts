import type { CollectionRoute, EmptyRoute, ItemRoute, JsonRoute, RawRoute, RouteDeclaration } from './types';

// Typed constructors: the handler's body and answer types are checked against the declared schemas
// here, then the declaration joins the untyped list the layer mounts and documents. Each constructor
// says what its routes answer (`returns`), so a declaration never writes it.

/** A route as its resource file writes it: everything but `returns`, which its constructor sets. */
export type Declared<Route> = Omit<Route, 'returns'>;

export function itemRoute<Input = undefined, Output = unknown>(route: Declared<ItemRoute<Input, Output>>): RouteDeclaration {
  return { ...route, returns: 'item' } as ItemRoute<unknown, unknown>;
}

export function collectionRoute<Output>(route: Declared<CollectionRoute<undefined, Output>>): RouteDeclaration {
  return { ...route, returns: 'collection' } as CollectionRoute<unknown, unknown>;
}

export function jsonRoute<Input = undefined, Output = unknown>(route: Declared<JsonRoute<Input, Output>>): RouteDeclaration {
  return { ...route, returns: 'json' } as JsonRoute<unknown, unknown>;
}

export function emptyRoute<Input = undefined>(route: Declared<EmptyRoute<Input>>): RouteDeclaration {
  return { ...route, returns: 'nothing' } as EmptyRoute<unknown>;
}

export function rawRoute(route: Declared<RawRoute>): RouteDeclaration {
  return { ...route, returns: 'raw' };
}
