import { z } from 'zod';
import type { ListSpec } from '../list-query';

/** A collection's `hydra:search`, as API Platform writes it (Hydra clients read it from the collection). */
export const searchTemplateSchema = z.strictObject({
  '@type': z.literal('hydra:IriTemplate'),
  'hydra:template': z.string(),
  'hydra:variableRepresentation': z.literal('BasicRepresentation'),
  'hydra:mapping': z.array(
    z.strictObject({
      '@type': z.literal('IriTemplateMapping'),
      variable: z.string(),
      /** The items' property the variable filters or orders by; null for the full-text `simplesearch`. */
      property: z.string().nullable(),
      required: z.literal(false),
    }),
  ),
});

export type SearchTemplate = z.infer<typeof searchTemplateSchema>;

const RANGE_SUFFIXES = ['gt', 'gte', 'lt', 'lte'];
const DATE_SUFFIXES = ['before', 'strictly_before', 'after', 'strictly_after'];

/**
 * The query a collection's list spec accepts, as a Hydra IRI template (`/api/learners{?agency,…}`):
 * its exact filters (one value or several), ranges, date bounds, `order[…]` (with `order[id]`, which
 * every list accepts) and `simplesearch` — what `parseListParams` reads, from the same spec.
 */
export function searchTemplate(collectionIri: string, spec: ListSpec): SearchTemplate {
  const mappings: Array<[variable: string, property: string | null]> = [
    ...Object.keys(spec.exact ?? {}).flatMap((name): Array<[string, string]> => [[name, name], [`${name}[]`, name]]),
    ...Object.keys(spec.range ?? {}).flatMap((name) => RANGE_SUFFIXES.map((op): [string, string] => [`${name}[${op}]`, name])),
    ...Object.keys(spec.date ?? {}).flatMap((name) => DATE_SUFFIXES.map((bound): [string, string] => [`${name}[${bound}]`, name])),
    ...[...new Set([...Object.keys(spec.order), 'id'])].map((name): [string, string] => [`order[${name}]`, name]),
    ...(spec.search || spec.searchIndex ? [['simplesearch', null] as [string, null]] : []),
  ];
  return {
    '@type': 'hydra:IriTemplate',
    'hydra:template': `${collectionIri}{?${mappings.map(([variable]) => variable).join(',')}}`,
    'hydra:variableRepresentation': 'BasicRepresentation',
    'hydra:mapping': mappings.map(([variable, property]) => ({ '@type': 'IriTemplateMapping' as const, variable, property, required: false as const })),
  };
}
