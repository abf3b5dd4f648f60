import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { MAX_ID } from '../../src/shared/schema/fields';
import { badRequest } from './errors';
import type { Dialect } from '../db/sql';

/**
 * What a collection accepts, in API property names mapped to SQL expressions (qualified columns).
 * Unknown query parameters are ignored (api-platform behaviour); known ones with bad values answer 400.
 */
export interface ListSpec {
  /** Default and maximum `itemsPerPage` (spec: 10 by default; large "all" modes per resource). */
  defaultItemsPerPage: number;
  maxItemsPerPage: number;
  /** `order[prop]=asc|desc` → column. */
  order: Record<string, string>;
  /** Applied after the requested order (and alone when none is requested); ties broken by `id`. */
  defaultOrder: ReadonlyArray<readonly [column: string, direction: 'asc' | 'desc']>;
  /** Columns searched by `simplesearch` (every word must match one of them). */
  search?: string[];
  /**
   * An indexed search replacing the column scan for large tables (e.g. the learners' trigram index):
   * the condition every word (trimmed, at most 5) must meet.
   */
  searchIndex?: (words: readonly string[], dialect: Dialect) => Expression<SqlBool>;
  /**
   * True when, for these words and this database, the page is best picked among the matching rows
   * first (`listPage` in hydra.ts) rather than by walking the list's order and testing every row
   * until a page is full: when the search is selective through its index on PostgreSQL, when it
   * must scan anyway on SQLite (a covering index then answers the pick).
   */
  searchFirst?: (words: readonly string[], dialect: Dialect) => boolean;
  /**
   * True when `searchIndex`'s condition for these words reads the main table's own columns only: a
   * search is then counted on `paginate`'s count base (the main table without its joins) too.
   */
  searchOnMainTable?: (words: readonly string[], dialect: Dialect) => boolean;
  /** `prop=v` or `prop[]=v1&prop[]=v2` → column IN (…). */
  exact?: Record<string, FilterColumn>;
  /** `prop[gte|lte|gt|lt]=v` → numeric comparisons; money filters take euros. */
  range?: Record<string, FilterColumn>;
  /** `propBefore=YYYY-MM-DD` / `propAfter=…` (and `prop[before]`/`prop[after]`) → date bounds. */
  date?: Record<string, string>;
}

export type FilterKind = 'int' | 'string' | 'bool' | 'money';

export interface FilterColumn {
  column: string;
  kind: FilterKind;
}

export interface RangeBound {
  column: string;
  op: '>=' | '<=' | '>' | '<';
  value: number;
}

export interface ListParams {
  page: number;
  itemsPerPage: number;
  order: Array<readonly [string | typeof ITEM_ID, 'asc' | 'desc']>;
  searchWords: string[];
  exact: Array<{ column: string; values: Array<string | number> }>;
  ranges: RangeBound[];
  dates: Array<{ column: string; op: '>=' | '<='; value: string }>;
}

/**
 * `order[id]` on a list whose spec names no `id` order: the list's own id column, which every list
 * orders by last anyway (API Platform Admin asks `order[id]=ASC` by default). Resolved by `listOrder`.
 */
export const ITEM_ID = Symbol('the list’s id column');

const RANGE_OPS: Readonly<Record<string, RangeBound['op']>> = { gte: '>=', lte: '<=', gt: '>', lt: '<' };
const MAX_PAGE = 1_000_000;
const MAX_SEARCH_LENGTH = 200;
const DATE_RE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * `page` and `itemsPerPage`, when present, are positive integers (and `page` at most MAX_PAGE) on every
 * GET of the API, including the lists that answer everything at once (they ignore paging but must not
 * accept a nonsense one). Throws 400 with a French message.
 */
export function assertPagingSyntax(query: URLSearchParams): void {
  for (const name of ['page', 'itemsPerPage']) {
    for (const raw of query.getAll(name)) {
      const value = parsePositiveInt(raw, name);
      if (name === 'page' && value > MAX_PAGE) throw badRequest(`Le paramètre « page » ne peut pas dépasser ${MAX_PAGE}.`);
    }
  }
}

/**
 * A spec's entry for a name taken from the query, looked up among the record's own keys only:
 * `order[toString]` or `constructor[gte]` must find nothing, not Object.prototype's members.
 */
function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Reads `page`, `itemsPerPage`, `order[…]`, `simplesearch` and the filters of a spec from the query. */
export function parseListParams(query: Record<string, string[]>, spec: ListSpec): ListParams {
  const first = (key: string) => query[key]?.[0];

  const page = parsePositiveInt(first('page') ?? '1', 'page');
  if (page > MAX_PAGE) throw badRequest(`Le paramètre « page » ne peut pas dépasser ${MAX_PAGE}.`);
  const itemsPerPage = parsePositiveInt(first('itemsPerPage') ?? String(spec.defaultItemsPerPage), 'itemsPerPage');
  if (itemsPerPage > spec.maxItemsPerPage) {
    throw badRequest(`Le paramètre « itemsPerPage » ne peut pas dépasser ${spec.maxItemsPerPage}.`);
  }

  const order: ListParams['order'] = [];
  const exact: ListParams['exact'] = [];
  const ranges: RangeBound[] = [];
  const dates: ListParams['dates'] = [];

  for (const [rawKey, values] of Object.entries(query)) {
    const value = values[values.length - 1] ?? '';
    const bracket = /^(.+?)\[([^\]]*)\]$/.exec(rawKey);
    const base = bracket ? bracket[1]! : rawKey;
    const sub = bracket ? bracket[2]! : null;

    if (base === 'order' && sub !== null) {
      const column = own(spec.order, sub) ?? (sub === 'id' ? ITEM_ID : undefined);
      if (!column) throw badRequest(`Tri impossible sur « ${sub} ».`);
      const direction = value.toLowerCase();
      if (direction !== 'asc' && direction !== 'desc') {
        throw badRequest(`Le sens de tri de « ${sub} » doit être « asc » ou « desc ».`);
      }
      order.push([column, direction]);
      continue;
    }

    const exactFilter = own(spec.exact, base);
    if (exactFilter && (sub === null || sub === '')) {
      const parsed = values.filter((v) => v !== '').map((v) => parseFilterValue(v, exactFilter.kind, base));
      if (parsed.length > 0) exact.push({ column: exactFilter.column, values: parsed });
      continue;
    }

    const rangeFilter = own(spec.range, base);
    const rangeOp = sub === null ? undefined : own(RANGE_OPS, sub);
    if (rangeFilter && rangeOp) {
      const n = Number(value);
      if (value === '' || !Number.isFinite(n)) throw badRequest(`Le filtre « ${base}[${sub}] » attend un nombre.`);
      const scaled = rangeFilter.kind === 'money' ? Math.round(n * 100) : n;
      // Integer columns (ids, cents) stop at 2³¹ − 1 on PostgreSQL: a bound beyond cannot be compared there.
      if (Math.abs(scaled) > MAX_ID) throw badRequest(`Le filtre « ${base}[${sub}] » est hors limites.`);
      ranges.push({ column: rangeFilter.column, op: rangeOp, value: scaled });
      continue;
    }

    const dateBound = readDateBound(spec, base, sub);
    if (dateBound) {
      if (value === '') continue;
      if (!DATE_RE.test(value)) throw badRequest(`Le filtre « ${rawKey} » attend une date au format AAAA-MM-JJ.`);
      dates.push({ column: dateBound.column, op: dateBound.op, value: dateBound.op === '<=' ? endOfDay(value) : value });
    }
  }

  const searchRaw = (first('simplesearch') ?? '').trim();
  if (searchRaw.length > MAX_SEARCH_LENGTH) {
    throw badRequest(`La recherche ne peut pas dépasser ${MAX_SEARCH_LENGTH} caractères.`);
  }
  const searchable = Boolean(spec.search || spec.searchIndex);
  const searchWords = searchable && searchRaw ? searchRaw.split(/\s+/).filter(Boolean).slice(0, 5) : [];

  return { page, itemsPerPage, order, searchWords, exact, ranges, dates };
}

function readDateBound(spec: ListSpec, base: string, sub: string | null) {
  if (!spec.date) return null;
  if (sub === 'before' || sub === 'strictly_before') {
    const column = own(spec.date, base);
    return column ? { column, op: '<=' as const } : null;
  }
  if (sub === 'after' || sub === 'strictly_after') {
    const column = own(spec.date, base);
    return column ? { column, op: '>=' as const } : null;
  }
  if (sub !== null) return null;
  for (const [prop, column] of Object.entries(spec.date)) {
    if (base === `${prop}Before`) return { column, op: '<=' as const };
    if (base === `${prop}After`) return { column, op: '>=' as const };
  }
  return null;
}

/** A bare date as an upper bound includes the whole day (timestamps are stored as ISO text). */
function endOfDay(value: string): string {
  return value.length === 10 ? `${value}T23:59:59.999Z` : value;
}

function parsePositiveInt(raw: string, name: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw badRequest(`Le paramètre « ${name} » doit être un entier positif.`);
  }
  return Number(raw);
}

function parseFilterValue(raw: string, kind: FilterKind, name: string): string | number {
  switch (kind) {
    case 'int':
      if (!/^-?\d{1,10}$/.test(raw) || Math.abs(Number(raw)) > MAX_ID) throw badRequest(`Le filtre « ${name} » attend un nombre entier.`);
      return Number(raw);
    case 'bool':
      if (raw === 'true' || raw === '1') return 1;
      if (raw === 'false' || raw === '0') return 0;
      throw badRequest(`Le filtre « ${name} » attend true ou false.`);
    case 'money': {
      const n = Number(raw);
      if (!Number.isFinite(n) || Math.abs(n * 100) > MAX_ID) throw badRequest(`Le filtre « ${name} » attend un montant.`);
      return Math.round(n * 100);
    }
    case 'string':
      if (raw.length > MAX_SEARCH_LENGTH) throw badRequest(`Le filtre « ${name} » est trop long.`);
      return raw;
  }
}

/** Escapes LIKE wildcards so a user's `%` or `_` is searched literally. */
export function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** Case-insensitive "contains" on both dialects (ILIKE on PostgreSQL, LIKE on SQLite). */
export function containsExpr(dialect: Dialect, column: string, word: string): Expression<SqlBool> {
  const pattern = likePattern(word);
  return dialect === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} ILIKE ${pattern} ESCAPE '\\'`
    : sql<SqlBool>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`;
}

/**
 * The WHERE part of a list: filters, ranges, dates and search, as one expression usable by
 * `.where((eb) => listWhere(eb, params, spec, dialect))` on any query builder.
 */
export function listWhere<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  params: ListParams,
  spec: ListSpec,
  dialect: Dialect,
): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  for (const f of params.exact) {
    parts.push(
      f.values.length === 1
        ? sql<SqlBool>`${sql.ref(f.column)} = ${f.values[0]}`
        : sql<SqlBool>`${sql.ref(f.column)} IN (${sql.join(f.values)})`,
    );
  }
  for (const r of params.ranges) parts.push(sql<SqlBool>`${sql.ref(r.column)} ${sql.raw(r.op)} ${r.value}`);
  for (const d of params.dates) parts.push(sql<SqlBool>`${sql.ref(d.column)} ${sql.raw(d.op)} ${d.value}`);
  if (spec.searchIndex && params.searchWords.length > 0) {
    parts.push(spec.searchIndex(params.searchWords, dialect));
  } else {
    const searchColumns = spec.search ?? [];
    for (const word of params.searchWords) {
      parts.push(eb.or(searchColumns.map((column) => containsExpr(dialect, column, word))));
    }
  }
  return eb.and(parts);
}

/** ORDER BY of a list: the requested order, then the default one, then the id for a stable page. */
export function listOrder(params: ListParams, spec: ListSpec, idColumn: string) {
  const seen = new Set<string>();
  const result: Array<readonly [string, 'asc' | 'desc']> = [];
  const requested = params.order.map(([column, direction]) => [column === ITEM_ID ? idColumn : column, direction] as const);
  for (const entry of [...requested, ...spec.defaultOrder, [idColumn, 'asc'] as const]) {
    if (seen.has(entry[0])) continue;
    seen.add(entry[0]);
    result.push(entry);
  }
  return result;
}
