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
