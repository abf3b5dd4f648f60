import type { CollectionRoute, EmptyRoute, ItemRoute, JsonRoute, RawRoute, RouteDeclaration } from './types';

// Typed constructors: the handler's body and answer types are checked against the declared schemas
// here, then the declaration joins the untyped list the layer mounts and documents.

export function itemRoute<Input = undefined, Output = unknown>(route: ItemRoute<Input, Output>): RouteDeclaration {
  return route as ItemRoute<unknown, unknown>;
}

export function collectionRoute<Output>(route: CollectionRoute<undefined, Output>): RouteDeclaration {
  return route as CollectionRoute<unknown, unknown>;
}

export function jsonRoute<Input = undefined, Output = unknown>(route: JsonRoute<Input, Output>): RouteDeclaration {
  return route as JsonRoute<unknown, unknown>;
}

export function emptyRoute<Input = undefined>(route: EmptyRoute<Input>): RouteDeclaration {
  return route as EmptyRoute<unknown>;
}

export function rawRoute(route: RawRoute): RouteDeclaration {
  return route;
}
