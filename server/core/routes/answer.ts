import { z } from 'zod';
import { hydraViewSchema } from '../../../src/shared/api/hydra-schema';
import { searchTemplateSchema } from '../docs/search';
import type { ObjectSchema, RouteDeclaration } from './types';

/** The IRI of the JSON-LD context of a Hydra class (`/api/contexts/Tva`). */
export const contextIri = (hydraClass: string) => `/api/contexts/${hydraClass}`;

/** An item as the API answers it: `@id`, `@type` (the class) and the declared properties, nothing else. */
export function itemSchema(hydraClass: string, output: ObjectSchema) {
  return output.extend({ '@id': z.string(), '@type': z.literal(hydraClass) });
}

/** A Hydra collection of items of a class, with its paging view. */
export function collectionSchema(hydraClass: string, output: ObjectSchema) {
  return z.strictObject({
    '@context': z.literal(contextIri('Collection')),
    '@id': z.string(),
    '@type': z.literal('hydra:Collection'),
    'hydra:member': z.array(itemSchema(hydraClass, output)),
    'hydra:totalItems': z.number().int().min(0),
    'hydra:view': hydraViewSchema.optional(),
    'hydra:search': searchTemplateSchema.optional(),
  });
}

/** The schema of a successful answer of a declared route; null when it has no JSON body to check. */
export function answerSchema(route: RouteDeclaration): z.ZodType | null {
  switch (route.returns) {
    case 'item':
      return itemSchema(route.hydraClass, route.output).extend({ '@context': z.literal(contextIri(route.hydraClass)) });
    case 'collection':
      return collectionSchema(route.hydraClass, route.output);
    case 'json':
      return route.output;
    default:
      return null;
  }
}

/** The media types of a JSON answer: JSON-LD when the client asks for it, plain JSON otherwise (server/core/docs/link.ts). */
export const JSON_MEDIA_TYPES: readonly string[] = ['application/ld+json', 'application/json'];

/** The media types a route answers with a body (its errors aside: problem details); null when it answers none (204). */
export function servedMediaTypes(route: RouteDeclaration): readonly string[] | null {
  switch (route.returns) {
    case 'nothing':
      return null;
    case 'raw': {
      // A JSON answer is labelled JSON-LD for a client asking for it (server/core/docs/link.ts).
      const types = typeof route.mediaType === 'string' ? [route.mediaType] : route.mediaType;
      return [...new Set(types.flatMap((type) => (JSON_MEDIA_TYPES.includes(type) ? JSON_MEDIA_TYPES : [type])))];
    }
    default:
      return JSON_MEDIA_TYPES;
  }
}
