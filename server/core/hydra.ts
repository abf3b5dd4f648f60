import { sql, type SelectQueryBuilder } from 'kysely';
import type { HydraCollection, HydraView, JsonLd } from '../../src/shared/api/hydra';
import type { Dialect } from './env';
import { listOrder, listWhere, parseListParams, type ListParams, type ListSpec } from './list-query';

export const API_PREFIX = '/api';

/** `/api/<path>/<id>` — the IRI of an item of the collection at `path` (e.g. `/learners`). */
export function iri(path: string, id: number | string): string {
  return `${API_PREFIX}${path}/${id}`;
}

/** An item as JSON-LD: `@id` and `@type` first, then its properties. */
export function jsonLd<T extends object>(type: string, id: string, data: T): JsonLd<T> {
  return { '@id': id, '@type': type, ...data };
}

/** A Hydra collection with `hydra:view` links that keep the request's other parameters. */
export function collectionBody<T>(
  requestUrl: string,
  members: JsonLd<T>[],
  total: number,
  params: Pick<ListParams, 'page' | 'itemsPerPage'>,
): HydraCollection<T> {
  const url = new URL(requestUrl, 'http://localhost');
  const pathAndQuery = (page: number) => {
    const u = new URL(url);
    u.searchParams.set('page', String(page));
    return `${u.pathname}${u.search}`;
  };
  const lastPage = Math.max(1, Math.ceil(total / params.itemsPerPage));
  const body: HydraCollection<T> = {
    '@context': `${API_PREFIX}/contexts/Collection`,
    '@id': url.pathname,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': total,
  };
  if (total > params.itemsPerPage || params.page > 1) {
    const view: HydraView = {
      '@id': pathAndQuery(params.page),
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': pathAndQuery(1),
      'hydra:last': pathAndQuery(lastPage),
    };
    if (params.page > 1) view['hydra:previous'] = pathAndQuery(Math.min(params.page - 1, lastPage));
    if (params.page < lastPage) view['hydra:next'] = pathAndQuery(params.page + 1);
    body['hydra:view'] = view;
  }
  return body;
}

export interface PaginateOptions<Row, T> {
  query: Record<string, string[]>;
  requestUrl: string;
  spec: ListSpec;
  dialect: Dialect;
  /** Qualified id column used to make the order stable (e.g. `learners.id`). */
  idColumn: string;
  toJsonLd: (row: Row) => JsonLd<T>;
}

async function countRows<DB, TB extends keyof DB, Row>(query: SelectQueryBuilder<DB, TB, Row>): Promise<number> {
  // The generic builder loses the selection's type after clearSelect(): the row is `{ total }`.
  const row = (await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number | string>`count(*)`.as('total'))
    .executeTakeFirst()) as { total: number | string } | undefined;
  return Number(row?.total ?? 0);
}

/**
 * Runs a list: parses the query against the spec, counts, fetches one page in a stable order and
 * answers the Hydra collection. `base` is the caller-scoped query with its joins and selection.
 */
export async function paginate<DB, TB extends keyof DB, Row, T, CTB extends keyof DB = TB, CRow = Row>(
  base: SelectQueryBuilder<DB, TB, Row>,
  options: PaginateOptions<Row, T>,
  /**
   * The caller-scoped main table alone, to count with when the request has no search: `base`'s joins
   * must then only add columns (many-to-one), and every filter and date of the spec be a column of
   * the main table. Counting through five joins read every row of the table; the index alone does not.
   */
  countBase?: SelectQueryBuilder<DB, CTB, CRow>,
): Promise<HydraCollection<T>> {
  const params = parseListParams(options.query, options.spec);
  const filtered = base.where((eb) => listWhere(eb, params, options.spec, options.dialect));
  const total =
    countBase && params.searchWords.length === 0
      ? await countRows(countBase.where((eb) => listWhere(eb, params, options.spec, options.dialect)))
      : await countRows(filtered);

  let pageQuery = filtered;
  for (const [column, direction] of listOrder(params, options.spec, options.idColumn)) {
    pageQuery = pageQuery.orderBy(sql.ref(column), direction);
  }
  const rows = await pageQuery
    .limit(params.itemsPerPage)
    .offset((params.page - 1) * params.itemsPerPage)
    .execute();

  return collectionBody(options.requestUrl, rows.map(options.toJsonLd), total, params);
}
