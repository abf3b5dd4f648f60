import type { QueryParams } from '../api/query';
import type { SearchParamUpdates } from '../router/search-params';
import { isEmptyFilter, type FilterValue, type ListDefaults, type ListSort, type ListState } from './listState';

/** How a list reads its state from the URL: its defaults and the query parameters that are filters. */
export interface ListUrlConfig {
  defaults: ListDefaults;
  /** Filter parameter names besides those with a default (`status` is read from `status` or `status[]`). */
  filterNames?: readonly string[];
}

const ORDER_KEY = /^order\[(.+)\]$/;

function filterNamesOf(config: ListUrlConfig): string[] {
  return [...new Set([...Object.keys(config.defaults.filters), ...(config.filterNames ?? [])])];
}

function positiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : fallback;
}

function readSort(params: URLSearchParams): ListSort | null {
  for (const [key, value] of params) {
    const field = ORDER_KEY.exec(key)?.[1];
    if (field && (value === 'asc' || value === 'desc')) return { field, order: value };
  }
  return null;
}

function readFilter(params: URLSearchParams, name: string): FilterValue | null | undefined {
  if (params.has(`${name}[]`)) return params.getAll(`${name}[]`).filter((v) => v !== '');
  if (params.has(name)) return params.get(name);
  return undefined;
}

/** The list state a URL describes; parameters left out take their default. */
export function readListState(params: URLSearchParams, config: ListUrlConfig): ListState {
  const { defaults } = config;
  const filters: Record<string, FilterValue> = {};
  for (const name of filterNamesOf(config)) {
    const fromUrl = readFilter(params, name);
    const value = fromUrl === undefined ? defaults.filters[name] : fromUrl;
    if (!isEmptyFilter(value)) filters[name] = value as FilterValue;
  }
  return {
    page: positiveInt(params.get('page'), 1),
    itemsPerPage: positiveInt(params.get('itemsPerPage'), defaults.itemsPerPage),
    sort: readSort(params) ?? defaults.sort,
    search: params.get('simplesearch') ?? '',
    filters,
  };
}

function sameFilter(a: FilterValue | undefined, b: FilterValue | undefined): boolean {
  const norm = (v: FilterValue | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : v === '' ? [] : [v]);
  const x = norm(a);
  const y = norm(b);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

/**
 * URL updates that describe `state` (merged into the current query by the router, so other parameters
 * stay). Defaults are left out; an emptied filter whose default is not empty is kept as `name=`.
 */
export function listStateToSearch(state: ListState, config: ListUrlConfig, current: URLSearchParams): SearchParamUpdates {
  const { defaults } = config;
  const updates: SearchParamUpdates = {
    page: state.page === 1 ? null : state.page,
    itemsPerPage: state.itemsPerPage === defaults.itemsPerPage ? null : state.itemsPerPage,
    simplesearch: state.search || null,
  };
  for (const key of current.keys()) if (ORDER_KEY.test(key)) updates[key] = null;
  const sortIsDefault = state.sort?.field === defaults.sort?.field && state.sort?.order === defaults.sort?.order;
  if (state.sort && !sortIsDefault) updates[`order[${state.sort.field}]`] = state.sort.order;

  for (const name of filterNamesOf(config)) {
    updates[name] = null;
    updates[`${name}[]`] = null;
    const value = state.filters[name];
    const fallback = defaults.filters[name];
    if (sameFilter(value, fallback)) continue;
    if (value === undefined || isEmptyFilter(value)) updates[Array.isArray(fallback) ? `${name}[]` : name] = [''];
    else if (Array.isArray(value)) updates[`${name}[]`] = value;
    else updates[name] = value;
  }
  return updates;
}

/** The API query of a list state (`page`, `itemsPerPage`, `order[field]`, `simplesearch`, filters). */
export function toApiQuery(state: ListState, fixed: QueryParams = {}): QueryParams {
  return {
    ...fixed,
    ...state.filters,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
    order: state.sort ? { [state.sort.field]: state.sort.order } : undefined,
    simplesearch: state.search || undefined,
  };
}
