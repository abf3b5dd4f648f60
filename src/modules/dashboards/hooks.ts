import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import type { ApiClient } from '../../shared/api/client';
import type { Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import { saveFile } from '../../shared/files/save';
import { dayjs } from '../../shared/i18n/dayjs';
import { formatDate } from '../../shared/i18n/format';
import type { ListSort } from '../../shared/list/listState';
import { useSearchParams } from '../../shared/router/search-params';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import {
  DASHBOARD_PATHS,
  downloadEducationalFinancialReport,
  getAccountingSummary,
  getDueDateStatistic,
  getLabellingStatistics,
  listDaySlots,
  listManagers,
  listTimeSheet,
} from './api';
import { dashboardKeys } from './keys';
import { dashboardMessages } from './messages';
import { presetPeriod, readPeriod, type Period, type PeriodPreset } from './period';
import { isManagerial, isTrainer, reportScope, scopeQuery } from './scope';
import { readTableState, tableQuery, tableStateUpdates } from './table-state';

export const todayIso = () => dayjs().format('YYYY-MM-DD');

/** The signed-in user, their role and the agencies of the session's agency choice. */
export function useDashboardScope() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const scope = useMemo(() => (user ? scopeQuery(user) : {}), [user]);
  return {
    user,
    params,
    setParams,
    scope,
    trainer: user ? isTrainer(user) : false,
    managerial: user ? isManagerial(user) : false,
  };
}

/** The period of the URL (`startDate`, `endDate`), a preset by default. */
export function usePeriod(defaultPreset: PeriodPreset) {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const period = readPeriod(params, presetPeriod(defaultPreset, today));
  const setPeriod = useCallback((next: Period) => setParams({ startDate: next.startDate, endDate: next.endDate }), [setParams]);
  return { period, setPeriod, today };
}

export interface DashboardTable<T> {
  items: Page<T>['items'];
  total: number;
  page: number;
  itemsPerPage: number;
  sort: ListSort | null;
  setPage: (page: number) => void;
  setSort: (sort: ListSort) => void;
  isLoading: boolean;
  error: unknown;
  refresh: () => void;
}

/** A server-paged, server-sorted table of a dashboard; its page and sort live in the URL under `prefix`. */
export function useDashboardTable<T>(options: {
  prefix: string;
  path: string;
  fetchPage: (client: ApiClient, query: QueryParams, signal?: AbortSignal) => Promise<Page<T>>;
  query: QueryParams;
  itemsPerPage: number;
  defaultSort: ListSort | null;
  enabled?: boolean;
}): DashboardTable<T> {
  const { prefix, path, fetchPage, query, itemsPerPage, defaultSort, enabled = true } = options;
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const state = readTableState(params, prefix, defaultSort);
  const apiQuery = { ...query, ...tableQuery(state, itemsPerPage) };
  const swr = useSWR(enabled ? dashboardKeys.read(path, apiQuery) : null, ([, q]) => fetchPage(client, q), { keepPreviousData: true });
  return {
    items: swr.data?.items ?? [],
    total: swr.data?.total ?? 0,
    page: state.page,
    itemsPerPage,
    sort: state.sort,
    setPage: (page) => setParams(tableStateUpdates(prefix, { ...state, page }, defaultSort)),
    setSort: (sort) => setParams(tableStateUpdates(prefix, { page: 1, sort }, defaultSort)),
    isLoading: swr.isLoading,
    error: swr.error,
    refresh: () => void swr.mutate(),
  };
}

function useDashboardRead<T>(path: string, query: QueryParams | null, read: (client: ApiClient, query: QueryParams, signal?: AbortSignal) => Promise<T>) {
  const client = useApiClient();
  return useSWR(query ? dashboardKeys.read(path, query) : null, ([, q]) => read(client, q), { keepPreviousData: true });
}

export function useAccountingSummary(scope: QueryParams, period: Period, enabled = true) {
  return useDashboardRead(DASHBOARD_PATHS.accountingSummary, enabled ? { ...scope, ...period } : null, getAccountingSummary);
}

export function useDueDateStatistic(scope: QueryParams, enabled = true) {
  return useDashboardRead(DASHBOARD_PATHS.dueDateStatistic, enabled ? scope : null, getDueDateStatistic);
}

export function useLabellingStatistics(scope: QueryParams, period: Period) {
  return useDashboardRead(DASHBOARD_PATHS.labelling, { ...scope, ...period }, getLabellingStatistics);
}

export function useTimeSheet(scope: QueryParams, period: Period) {
  return useDashboardRead(DASHBOARD_PATHS.timeSheet, { ...scope, ...period }, listTimeSheet);
}

/** Every slot of a day in the user's lesson scope (`/plannings/slots-dashboard`, 999999 per page). */
export function useDaySlots(scope: QueryParams, date: string) {
  return useDashboardRead(DASHBOARD_PATHS.slots, { ...scope, date }, listDaySlots);
}

export function useManagers() {
  return useDashboardRead(DASHBOARD_PATHS.managers, { itemsPerPage: 30 }, listManagers);
}

/** Downloads the educational and financial report of the period for the chosen agencies (PDF or CSV). */
export function useReportDownload() {
  const { user } = useDashboardScope();
  const mutation = useMutation(
    async (client, period: Period, format: 'pdf' | 'csv') => {
      const scope = user ? reportScope(user) : {};
      const file = await downloadEducationalFinancialReport(client, { ...scope, ...period, format });
      const day = (iso: string) => formatDate(iso).replace(/\//g, '-');
      saveFile(file, dashboardMessages.report.fileName(day(period.startDate), day(period.endDate), format));
      return file;
    },
    { success: dashboardMessages.report.downloaded, fallbackError: dashboardMessages.report.error },
  );
  return mutation;
}
