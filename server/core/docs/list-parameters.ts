import type { FilterKind, ListSpec } from '../list-query';

type Parameter = Record<string, unknown>;

const FILTER_SCHEMAS: Readonly<Record<FilterKind, Record<string, unknown>>> = {
  int: { type: 'integer' },
  string: { type: 'string' },
  bool: { type: 'boolean' },
  money: { type: 'number', description: 'En euros.' },
};

const query = (name: string, schema: Record<string, unknown>, description: string): Parameter => ({ name, in: 'query', required: false, description, schema });

/**
 * The query parameters a collection accepts, from its list spec (server/core/list-query.ts reads the
 * same names): `page`, `itemsPerPage`, `order[prop]`, `simplesearch`, the exact filters (`prop`,
 * `prop[]`), the numeric ranges (`prop[gte]`…) and the date bounds (`prop[before]`…).
 */
export function listParameters(spec: ListSpec): Parameter[] {
  const orderDirection = { type: 'string', enum: ['asc', 'desc'] };
  return [
    query('page', { type: 'integer', minimum: 1, default: 1 }, 'La page demandée.'),
    query('itemsPerPage', { type: 'integer', minimum: 1, maximum: spec.maxItemsPerPage, default: spec.defaultItemsPerPage }, 'Le nombre d’éléments par page.'),
    ...Object.keys(spec.order).map((prop) => query(`order[${prop}]`, orderDirection, `Trie par ${prop}.`)),
    ...(spec.search || spec.searchIndex ? [query('simplesearch', { type: 'string', maxLength: 200 }, 'Chaque mot doit se trouver dans un des champs cherchés.')] : []),
    ...Object.entries(spec.exact ?? {}).flatMap(([prop, filter]) => [
      query(prop, FILTER_SCHEMAS[filter.kind], `Filtre exact sur ${prop}.`),
      query(`${prop}[]`, { type: 'array', items: FILTER_SCHEMAS[filter.kind] }, `Filtre sur ${prop}, une des valeurs.`),
    ]),
    ...Object.entries(spec.range ?? {}).flatMap(([prop, filter]) =>
      ['gte', 'lte', 'gt', 'lt'].map((op) => query(`${prop}[${op}]`, { type: 'number', ...(filter.kind === 'money' ? { description: 'En euros.' } : {}) }, `Borne (${op}) de ${prop}.`)),
    ),
    ...Object.keys(spec.date ?? {}).flatMap((prop) =>
      ['before', 'strictly_before', 'after', 'strictly_after'].map((bound) => query(`${prop}[${bound}]`, { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}' }, `Borne (${bound}) de la date ${prop}.`)),
    ),
  ];
}
