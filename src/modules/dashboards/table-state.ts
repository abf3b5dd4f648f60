import type { QueryParams } from '../../shared/api/query';
import type { ListSort } from '../../shared/list/listState';
import type { SearchParamUpdates } from '../../shared/router/search-params';

/**
 * The page and sort of one table of a dashboard, kept in the URL under the table's prefix
 * (`anniversaires.page=2&anniversaires.tri=nextBirthday:desc`), so several tables share one page
 * and each keeps its state on reload and in the history.
 */
export interface TableState {
  page: number;
  sort: ListSort | null;
}

export function readTableState(params: URLSearchParams, prefix: string, defaultSort: ListSort | null): TableState {
  const page = Number(params.get(`${prefix}.page`));
  const raw = params.get(`${prefix}.tri`) ?? '';
  const match = /^([A-Za-z]+):(asc|desc)$/.exec(raw);
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: match ? { field: match[1]!, order: match[2] as 'asc' | 'desc' } : defaultSort,
  };
}

/** URL updates for a new state (defaults left out). */
export function tableStateUpdates(prefix: string, state: TableState, defaultSort: ListSort | null): SearchParamUpdates {
  const sameSort = state.sort?.field === defaultSort?.field && state.sort?.order === defaultSort?.order;
  return {
    [`${prefix}.page`]: state.page === 1 ? null : state.page,
    [`${prefix}.tri`]: sameSort || !state.sort ? null : `${state.sort.field}:${state.sort.order}`,
  };
}

/** The API parameters of a state. */
export function tableQuery(state: TableState, itemsPerPage: number): QueryParams {
  return { page: state.page, itemsPerPage, order: state.sort ? { [state.sort.field]: state.sort.order } : undefined };
}
