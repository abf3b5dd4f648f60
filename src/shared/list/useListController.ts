import { useCallback, useEffect, useMemo, useRef } from 'react';
import useSWR from 'swr';
import type { Page, JsonLd } from '../api/hydra';
import type { QueryParams } from '../api/query';
import { useSearchParams } from '../router/search-params';
import {
  lastPageOf,
  listReducer,
  type FilterValue,
  type ListAction,
  type ListSort,
} from './listState';
import { listKey, listUrlConfig, type ListReadOptions } from './read';
import { listStateToSearch, readListState, toApiQuery, type ListUrlConfig } from './url';

export interface ListControllerOptions<T> extends ListReadOptions {
  /** Loads one page (an api.ts function); the signal aborts a request the list no longer needs. */
  fetchPage: (query: QueryParams, signal: AbortSignal) => Promise<Page<T>>;
}

export interface ListController<T> {
  items: JsonLd<T>[];
  total: number;
  page: number;
  lastPage: number;
  itemsPerPage: number;
  sort: ListSort | null;
  search: string;
  filters: Record<string, FilterValue>;
  isLoading: boolean;
  isValidating: boolean;
  error: Error | undefined;
  setPage: (page: number) => void;
  setItemsPerPage: (itemsPerPage: number) => void;
  setSort: (sort: ListSort | null) => void;
  toggleSort: (field: string) => void;
  setSearch: (search: string) => void;
  setFilter: (name: string, value: FilterValue | null) => void;
  resetFilters: () => void;
  refresh: () => Promise<unknown>;
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * A list screen's controller (react-admin style): page, sort, search and filters live in the URL,
 * the page of data in SWR keyed by `[resource, query]`.
 */
export function useListController<T>(options: ListControllerOptions<T>): ListController<T> {
  const { resource, fetchPage, filterNames, query: fixed } = options;
  const [params, setParams] = useSearchParams();

  const defaultsKey = JSON.stringify(options.defaults ?? {});
  const config = useMemo<ListUrlConfig>(
    () => listUrlConfig(options.defaults, filterNames),
    // The defaults are compared by content: callers may pass a new object on every render.
    [defaultsKey, filterNames?.join('\u0001')],
  );
  const state = useMemo(() => readListState(params, config), [params, config]);

  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const swr = useSWR(
    listKey(resource, toApiQuery(state, fixed)),
    ([, query]) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      return fetchPage(query, controller.signal);
    },
    { keepPreviousData: true },
  );

  const apply = useCallback(
    (action: ListAction, replace = false) => setParams(listStateToSearch(listReducer(state, action), config, params), { replace }),
    [state, config, params, setParams],
  );

  const total = swr.data?.total ?? 0;
  const lastPage = lastPageOf(total, state.itemsPerPage);
  const settled = swr.data !== undefined && !swr.isValidating;
  useEffect(() => {
    if (settled && state.page > lastPage) apply({ type: 'clampPage', total }, true);
  }, [settled, state.page, lastPage, total, apply]);

  const { mutate } = swr;
  return {
    items: swr.data?.items ?? [],
    total,
    page: state.page,
    lastPage,
    itemsPerPage: state.itemsPerPage,
    sort: state.sort,
    search: state.search,
    filters: state.filters,
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    error: isAbortError(swr.error) ? undefined : (swr.error as Error | undefined),
    setPage: (page) => apply({ type: 'setPage', page }),
    setItemsPerPage: (itemsPerPage) => apply({ type: 'setItemsPerPage', itemsPerPage }),
    setSort: (sort) => apply({ type: 'setSort', sort }),
    toggleSort: (field) => apply({ type: 'toggleSort', field }),
    setSearch: (search) => apply({ type: 'setSearch', search }, true),
    setFilter: (name, value) => apply({ type: 'setFilter', name, value }),
    resetFilters: () => apply({ type: 'resetFilters', filters: config.defaults.filters }),
    refresh: () => mutate(),
  };
}
