import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { HydraCollection, HydraView, JsonLd } from '../../src/shared/api/hydra';
import type { Dialect } from '../db/sql';
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

/** A collection answered whole, on one page (short lists: pickers, summaries, settings). */
export function singlePage<T>(requestUrl: string, members: JsonLd<T>[]): HydraCollection<T> {
  return collectionBody(requestUrl, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) });
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
   * The caller-scoped main table alone, to count with when the request has no search (or one the
   * spec's `searchOnMainTable` says reads the main table only): `base`'s joins must then only add
   * columns (many-to-one), and every filter and date of the spec be a column of the main table.
   * Counting through five joins read every row of the table; the index alone does not.
   */
  countBase?: SelectQueryBuilder<DB, CTB, CRow>,
): Promise<HydraCollection<T>> {
  const params = parseListParams(options.query, options.spec);
  const filtered = base.where((eb) => listWhere(eb, params, options.spec, options.dialect));
  const words = params.searchWords;
  const total =
    countBase && (words.length === 0 || options.spec.searchOnMainTable?.(words, options.dialect) === true)
      ? await countRows(countBase.where((eb) => listWhere(eb, params, options.spec, options.dialect)))
      : await countRows(filtered);

  const rows = await listPage(base, filtered, params, options.spec, options.idColumn, options.dialect).execute();

  return collectionBody(options.requestUrl, rows.map(options.toJsonLd), total, params);
}

/**
 * The query of one page of a list: `filtered` (`base` with the list's conditions) in the list's
 * order, limited to the page. When the spec's `searchFirst` says so for these words, the page's ids
 * are picked among the matching rows first, selecting only the id and the order's columns, and the
 * page is then read through `base` by id. On PostgreSQL the pick sits behind `OFFSET 0`, which it
 * neither merges into the outer query nor plans for the first rows only: without it, seeing
 * ORDER BY … LIMIT, it walks the order's index and tests each row — fast when matches are spread,
 * but a name's matches sit together in name order, and « martin » read half of 100 000 learners
 * (380 ms instead of 7 ms). SQLite answers the pick from a covering index instead of reading whole
 * rows to test them. Same rows, same order (the id breaks ties) either way.
 */
export function listPage<DB, TB extends keyof DB, Row>(
  base: SelectQueryBuilder<DB, TB, Row>,
  filtered: SelectQueryBuilder<DB, TB, Row>,
  params: ListParams,
  spec: ListSpec,
  idColumn: string,
  dialect: Dialect,
): SelectQueryBuilder<DB, TB, Row> {
  const order = listOrder(params, spec, idColumn);
  const limit = params.itemsPerPage;
  const offset = (params.page - 1) * params.itemsPerPage;
  const searchFirst = params.searchWords.length > 0 && spec.searchFirst?.(params.searchWords, dialect) === true;
  if (!searchFirst) {
    let page = filtered;
    for (const [column, direction] of order) page = page.orderBy(sql.ref(column), direction);
    return page.limit(limit).offset(offset);
  }
  const key = (i: number) => `k${i}`;
  const picked = filtered.clearSelect().select([sql.ref(idColumn).as('page_id'), ...order.map(([column], i) => sql.ref(column).as(key(i)))]);
  const matching = dialect === 'postgres' ? picked.offset(sql<number>`0`) : picked;
  const byOrder = sql.join(order.map(([, direction], i) => sql`page.${sql.id(key(i))} ${sql.raw(direction)}`));
  const pageIds = sql`select page.page_id from (${matching}) as page order by ${byOrder} limit ${limit} offset ${offset}`;
  let page = base.where(sql<SqlBool>`${sql.ref(idColumn)} in (${pageIds})`);
  for (const [column, direction] of order) page = page.orderBy(sql.ref(column), direction);
  return page;
}
