import type { QueryParams } from '../api/query';
import { DEFAULT_PAGE_SIZE } from '../constants';
import type { ListDefaults } from './listState';
import { readListState, toApiQuery, type ListUrlConfig } from './url';

/** What identifies a list's page in the URL and the API (shared by its hook and its route's loader). */
export interface ListReadOptions {
  /** API path of the collection; first part of the SWR key. */
  resource: string;
  defaults?: Partial<ListDefaults>;
  /** URL parameters that are filters besides those with a default. */
  filterNames?: readonly string[];
  /** Fixed API parameters kept out of the URL (agency scoping, archived=0…). */
  query?: QueryParams;
}

/** The URL reading rules of a list: its defaults completed. */
export function listUrlConfig(defaults: Partial<ListDefaults> = {}, filterNames?: readonly string[]): ListUrlConfig {
  return {
    defaults: { itemsPerPage: defaults.itemsPerPage ?? DEFAULT_PAGE_SIZE, sort: defaults.sort ?? null, filters: defaults.filters ?? {} },
    filterNames,
  };
}

/** The SWR key of a list's page: `[resource, api query]`. */
export const listKey = (resource: string, query: QueryParams) => [resource, query] as const;

/** The SWR key of the page a URL's query shows: `[resource, api query]` (what useListController reads). */
export function listPageKey(options: ListReadOptions, search: URLSearchParams): readonly [string, QueryParams] {
  const state = readListState(search, listUrlConfig(options.defaults, options.filterNames));
  return listKey(options.resource, toApiQuery(state, options.query));
}
