import { useCallback, useMemo, useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ApiClient } from '../../../shared/api/client';
import { ROLES } from '../../../shared/auth/roles';
import { PLANNING_LIST_PAGE_SIZE } from '../../../shared/constants';
import { broadcastRefresh } from '../../../shared/platform/refresh-channel';
import { getAgencyPlanningConfig, getGlobalConfig, listAgendas, listPlanningProfiles, type Agenda } from '../../../shared/references/planning';
import { useSearchParams } from '../../../shared/router/search-params';
import { chosenAgencyIds, currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { smallScreenQuery } from '../../../shared/ui/breakpoints';
import { listSlots } from '../api';
import { isoDay, visibleDays, weeksOf, windowsFor, type CalendarView, type DateWindow } from '../calendar/dates';
import { mergeEvents, type CalendarEvent } from '../calendar/merge';
import { planningKeys } from '../keys';
import { mark } from '../paint-mark';

// The calendar screen: its URL state, agendas, events and the comments above it.

export const CALENDAR_TABS = ['planning', 'situations', 'operations', 'moniteur'] as const;
export type CalendarTab = (typeof CALENDAR_TABS)[number];

const VIEW_PARAM: Record<CalendarView, string> = { day: 'jour', week: 'semaine', month: 'mois' };
const VIEW_OF: Record<string, CalendarView> = { jour: 'day', semaine: 'week', mois: 'month' };

/** How a week of several agendas is drawn: agendas as rows (the default), or the time grid of days × agendas. */
export type WeekLayout = 'rows' | 'grid';
const LAYOUT_PARAM: Record<WeekLayout, string> = { rows: 'lignes', grid: 'grille' };
const LAYOUT_OF: Record<string, WeekLayout> = { lignes: 'rows', grille: 'grid' };

const isSmallScreen = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(smallScreenQuery).matches;

/** The planning's URL state: tab, view, date, agendas and week layout (`?onglet=…&vue=semaine&date=2026-11-23&agendas=1,2&disposition=grille`). */
export function useCalendarParams() {
  const [params, setParams] = useSearchParams();
  // A phone opens on the day (a week of seven columns is unreadable below 640 px); a wider screen on the week.
  const defaultView: CalendarView = isSmallScreen() ? 'day' : 'week';
  const view = VIEW_OF[params.get('vue') ?? ''] ?? defaultView;
  const rawDate = params.get('date');
  const date = rawDate && /^\d{4}-\d{2}-\d{2}$/.test(rawDate) ? rawDate : isoDay(new Date());
  const rawAgendas = params.get('agendas');
  const agendaIds = useMemo(
    () => (rawAgendas === null ? null : rawAgendas.split(',').filter((v) => /^\d+$/.test(v)).map(Number)),
    [rawAgendas],
  );
  const requestedTab = params.get('onglet');
  const tab: CalendarTab = CALENDAR_TABS.includes(requestedTab as CalendarTab) ? (requestedTab as CalendarTab) : 'planning';
  const layout: WeekLayout | null = LAYOUT_OF[params.get('disposition') ?? ''] ?? null;
  return {
    view,
    date,
    agendaIds,
    tab,
    layout,
    setLayout: (next: WeekLayout) => setParams({ disposition: LAYOUT_PARAM[next] }, { replace: true }),
    setView: (next: CalendarView) => setParams({ vue: next === defaultView ? null : VIEW_PARAM[next] }),
    setDate: (next: string) => setParams({ date: next }),
    setViewAndDate: (next: CalendarView, nextDate: string) => setParams({ vue: next === defaultView ? null : VIEW_PARAM[next], date: nextDate }),
    setAgendas: (ids: readonly number[]) => setParams({ agendas: ids.join(',') }, { replace: true }),
    setTab: (next: CalendarTab) => setParams({ onglet: next === 'planning' ? null : next }),
  };
}

/** The active agendas the user can see (up to 5000). */
export function usePlanningAgendas() {
  const client = useApiClient();
  return useSWR(planningKeys.agendas(), ([, params]) => listAgendas(client, params));
}

export function usePlanningProfiles() {
  const client = useApiClient();
  return useSWR(planningKeys.profiles(), ([, params]) => listPlanningProfiles(client, params));
}

/**
 * The agendas shown when the URL names none: a trainer's own agendas, else those of the user's
 * chosen agency (the session's one agency choice; every agency with isConfigGeneral and no choice).
 */
export function defaultAgendaIds(agendas: readonly Agenda[], user: { id: number; roles: readonly string[]; isConfigGeneral: boolean | null; agencies: readonly { id: number; isPrincipal: boolean }[]; selectedAgency: number | null }): number[] {
  if (user.roles[0] === ROLES.trainer) {
    const own = agendas.filter((a) => a.teamMember?.id === user.id);
    if (own.length > 0) return own.map((a) => a.id);
  }
  const chosen = chosenAgencyIds(user);
  const ofAgency = agendas.filter((a) => chosen.includes(a.agency.id));
  return (ofAgency.length > 0 ? ofAgency : agendas).map((a) => a.id);
}

/** Loads every page of a window (5000 per page; a busy structure may have more in a week). */
async function fetchWindowEvents(client: ApiClient, agendaIds: readonly number[], window: DateWindow, signal?: AbortSignal): Promise<CalendarEvent[]> {
  const events: CalendarEvent[] = [];
  for (let page = 1; ; page += 1) {
    const result = await listSlots(client, { agenda: [...agendaIds], date: { after: window.start, before: window.end }, itemsPerPage: PLANNING_LIST_PAGE_SIZE, page }, signal);
    events.push(...result.items);
    if (events.length >= result.total || result.items.length === 0) return events;
  }
}

/**
 * The calendar's events: the fetch window(s) of the shown range are loaded (spec part 2 §7) and merged
 * by `@id` into what was already fetched (spec part 1 §5), held in one SWR entry. A window is asked
 * week by week, the shown days' weeks first and then the others in parallel, and each week is merged
 * as it arrives: the shown week is drawn without waiting for the three others (issue 40: a large
 * school's window is 7 600 slots, two sequential pages of 5 000).
 */
export function useCalendarEvents(agendaIds: readonly number[], range: DateWindow) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const windows = windowsFor(range);
  const sortedIds = useMemo(() => [...agendaIds].sort((a, b) => a - b), [agendaIds]);
  const idsKey = sortedIds.join(',');
  const keyOf = (window: DateWindow | undefined) => (window && sortedIds.length > 0 ? planningKeys.calendarWindow(idsKey, window) : null);
  const merged = useSWR<readonly CalendarEvent[]>(planningKeys.calendarEvents(), null);
  // Read when a window loads (which weeks first), not a reason to load it again.
  const shown = useRef(range);
  shown.current = range;
  const load = useCallback(
    async ([, query]: readonly [string, { calendar: string; start: string; end: string }]) => {
      const { shownWeeks, otherWeeks } = weeksOf({ start: query.start, end: query.end }, shown.current);
      const loadWeek = async (week: DateWindow) => {
        const events = await fetchWindowEvents(client, sortedIds, week);
        mark('volant:planning:data');
        await mutate(planningKeys.calendarEvents(), (held: readonly CalendarEvent[] | undefined) => mergeEvents(held ?? [], { window: week, agendaIds: sortedIds, events }), { revalidate: false });
        return events.length;
      };
      // The shown weeks have the server to themselves; the others follow together.
      const counts = [...(await Promise.all(shownWeeks.map(loadWeek))), ...(await Promise.all(otherWeeks.map(loadWeek)))];
      return counts.reduce((total, count) => total + count, 0);
    },
    // The ids are in the key (idsKey): the loader is rebuilt when they change.
    [client, mutate, idsKey],
  );
  const first = useSWR(keyOf(windows[0]), load, { keepPreviousData: true });
  const second = useSWR(keyOf(windows[1]), load, { keepPreviousData: true });
  return {
    events: merged.data ?? EMPTY,
    isLoading: first.isLoading || second.isLoading,
    error: (first.error ?? second.error) as Error | undefined,
    refresh: () => Promise.all([first.mutate(), second.mutate()]),
  };
}

const EMPTY: readonly CalendarEvent[] = [];

/** Applies a mutation's answer to the held events at once, revalidates the windows and tells the other tabs. */
export function useCalendarUpdate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (change: (held: readonly CalendarEvent[]) => readonly CalendarEvent[]) => {
      await mutate(planningKeys.calendarEvents(), (held: readonly CalendarEvent[] | undefined) => change(held ?? []), { revalidate: false });
      broadcastRefresh();
    },
    [mutate],
  );
}

/** The agency's planning settings and the structure's comment, shown above the calendar (failures silent). */
export function usePlanningComments() {
  const client = useApiClient();
  const user = useSessionUser();
  const agencyId = user ? currentAgencyId(user) : null;
  const config = useSWR(agencyId === null ? null : planningKeys.agencyConfig(agencyId), () => getAgencyPlanningConfig(client, agencyId!), { shouldRetryOnError: false });
  const global = useSWR(agencyId === null ? null : planningKeys.globalConfig(agencyId), () => getGlobalConfig(client, agencyId!), { shouldRetryOnError: false });
  return { config: config.data ?? null, globalComment: global.data?.globalComment ?? null };
}


/** The days shown and the range they cover. */
export function useVisibleRange(view: CalendarView, date: string, showWeekend: boolean) {
  return useMemo(() => {
    const days = visibleDays(view, date, showWeekend);
    return { days, range: { start: days[0] ?? date, end: days[days.length - 1] ?? date } };
  }, [view, date, showWeekend]);
}
