export type SortOrder = 'asc' | 'desc';

export interface ListSort {
  field: string;
  order: SortOrder;
}

/** A filter value: one value, or several for `name[]` filters. */
export type FilterValue = string | string[];

export interface ListState {
  page: number;
  itemsPerPage: number;
  sort: ListSort | null;
  search: string;
  filters: Record<string, FilterValue>;
}

/** What a list starts with; values equal to these are left out of the URL. */
export interface ListDefaults {
  itemsPerPage: number;
  sort: ListSort | null;
  filters: Record<string, FilterValue>;
}

export type ListAction =
  | { type: 'setPage'; page: number }
  | { type: 'setItemsPerPage'; itemsPerPage: number }
  | { type: 'setSort'; sort: ListSort | null }
  | { type: 'toggleSort'; field: string }
  | { type: 'setSearch'; search: string }
  | { type: 'setFilter'; name: string; value: FilterValue | null }
  | { type: 'resetFilters'; filters: Record<string, FilterValue> }
  | { type: 'clampPage'; total: number };

export function initialListState(defaults: ListDefaults): ListState {
  return { page: 1, itemsPerPage: defaults.itemsPerPage, sort: defaults.sort, search: '', filters: { ...defaults.filters } };
}

/** Number of the last page for a total (1 for an empty list). */
export function lastPageOf(total: number, itemsPerPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, itemsPerPage)));
}

function positiveInt(value: number, fallback: number): number {
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function isEmptyFilter(value: FilterValue | null | undefined): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * The list state machine (react-admin style): changing the sort, the search, a filter or the page size
 * goes back to page 1; `clampPage` brings the page back within the last page of a total.
 */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'setPage':
      return { ...state, page: positiveInt(action.page, 1) };
    case 'setItemsPerPage':
      return { ...state, page: 1, itemsPerPage: positiveInt(action.itemsPerPage, state.itemsPerPage) };
    case 'setSort':
      return { ...state, page: 1, sort: action.sort };
    case 'toggleSort': {
      const order: SortOrder = state.sort?.field === action.field && state.sort.order === 'asc' ? 'desc' : 'asc';
      return { ...state, page: 1, sort: { field: action.field, order } };
    }
    case 'setSearch':
      return { ...state, page: 1, search: action.search };
    case 'setFilter': {
      const filters = { ...state.filters };
      if (isEmptyFilter(action.value)) delete filters[action.name];
      else filters[action.name] = action.value as FilterValue;
      return { ...state, page: 1, filters };
    }
    case 'resetFilters':
      return { ...state, page: 1, search: '', filters: { ...action.filters } };
    case 'clampPage': {
      const last = lastPageOf(action.total, state.itemsPerPage);
      return state.page > last ? { ...state, page: last } : state;
    }
  }
}
