import { z } from 'zod';
import { jsonSchemaOf } from './json-schema';
import { collectionOf, documentedClasses, entrypointName } from './catalogue';
import { HYDRA, vocabulary } from './vocabulary';
import type { RouteDeclaration } from '../routes/types';

export type JsonLdContext = Record<string, unknown>;

/** Contexts every API has: collections, errors (and violation lists), the entrypoint is built per API. */
const GENERIC = ['Collection', 'Error'];

/**
 * The JSON-LD context of a class (`/api/contexts/Tva`): the vocabulary of the documentation, each
 * declared property mapped to its documented IRI (`Tva/label`). Null for a class the API does not have.
 */
export function contextOf(name: string, routes: readonly RouteDeclaration[], origin: string): JsonLdContext | null {
  const base = { '@vocab': vocabulary(origin), hydra: HYDRA };
  if (GENERIC.includes(name)) return base;
  const classes = documentedClasses(routes);
  if (name === 'Entrypoint') {
    const links = classes.filter((cls) => collectionOf(cls) !== undefined).map((cls) => entrypointName(cls.name));
    return { ...base, ...Object.fromEntries(links.map((link) => [link, { '@id': `Entrypoint/${link}`, '@type': '@id' }])) };
  }
  const cls = classes.find((candidate) => candidate.name === name);
  if (!cls) return null;
  // Every class has its context; its terms are the members of its first answer with an object shape.
  const shaped = cls.routes.find((route) => route.returns === 'item' || route.returns === 'collection' || (route.returns === 'json' && route.output instanceof z.ZodObject));
  const output = shaped && shaped.returns !== 'raw' && shaped.returns !== 'nothing' ? shaped.output : undefined;
  const properties = output ? Object.keys((jsonSchemaOf(output, 'output').properties ?? {}) as object).filter((key) => !key.startsWith('@')) : [];
  return { ...base, ...Object.fromEntries(properties.map((property) => [property, `${name}/${property}`])) };
}
