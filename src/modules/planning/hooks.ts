import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ApiClient, DownloadedFile } from '../../shared/api/client';
import type { JsonLd } from '../../shared/api/hydra';
import { ROLES } from '../../shared/auth/roles';
import { ALL_LIST_PAGE_SIZE, INTERVENERS_PAGE_SIZE, OPERATION_HISTORY_PAGE_SIZE, PLANNING_LIST_PAGE_SIZE } from '../../shared/constants';
import { saveFile } from '../../shared/files/save';
import { useListController } from '../../shared/list/useListController';
import { broadcastRefresh } from '../../shared/platform/refresh-channel';
import { listSortedServices } from '../../shared/references/api';
import type { LearnerSource } from '../../shared/references/LearnerPicker';
import type { LearnerLight } from '../../shared/references/types';

/** How many available learners a slot's details suggest. */
const AVAILABLE_LEARNERS_SHOWN = 8;
import {
  AGENDAS_PATH,
  getAgencyPlanningConfig,
  getGlobalConfig,
  INTERVENERS_PATH,
  listActivities,
  listAgendas,
  listAppointmentLocations,
  listInterveners,
  listPlanningProfiles,
  PLANNING_CONFIG_PATH,
  PROFILES_PATH,
  type Agenda,
} from '../../shared/references/planning';
import { useSearchParams } from '../../shared/router/search-params';
import { smallScreenQuery } from '../../shared/ui/breakpoints';
import { chosenAgencyIds, currentAgencyId } from '../../shared/session/agency-scope';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { keyMatchesPaths, useMutation } from '../../shared/swr/useMutation';
import { useMailSentText } from '../../shared/mail/hooks';
import { OUTBOX_EMAILS_PATH } from '../../shared/mail/api';
import type { MailDelivery } from '../../shared/mail/types';
import {
  addSlotLearner,
  listAvailableLearners,
  listSortedLearners,
  createBackgroundSlot,
  createOperation,
  createRecurrentSlot,
  createSlot,
  deleteOperations,
  deleteSlot,
  getAgendaTooltip,
  getOccurrenceTooltip,
  getPaymentDeadlinesTooltip,
  getSlotMonitor,
  listLearnerSlots,
  listOperations,
  listSituations,
  listSlots,
  MONITOR_PATH,
  OPERATIONS_PATH,
  removeSlotLearner,
  SITUATIONS_PATH,
  SLOTS_PATH,
  updateSlot,
  updateSlotLearner,
} from './api';
import { isoDay, visibleDays, windowsFor, type CalendarView, type DateWindow } from './calendar/dates';
import { slotPeriodBound, type SlotPeriod } from './calendar/slot-period';
import { mergeEvents, removeEvents, upsertEvents, type CalendarEvent } from './calendar/merge';
import { planningMessages as m } from './messages';
import { mark } from './paint-mark';
import type { OperationHistoryCreate, SlotBackground, SlotCancel, SlotCreate, SlotPatch, SlotRecurrent } from './schema';
import type { OperationHistory, Slot } from './types';

/** The SWR entry holding every event fetched so far, merged by `@id` (cleared by the shell's refresh message). */
export const CALENDAR_EVENTS_KEY = ['/plannings/slots#calendar'] as const;

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
  return useSWR([AGENDAS_PATH, { active: true, itemsPerPage: PLANNING_LIST_PAGE_SIZE }] as const, ([, params]) => listAgendas(client, params));
}

export function usePlanningProfiles() {
  const client = useApiClient();
  return useSWR([PROFILES_PATH, { itemsPerPage: ALL_LIST_PAGE_SIZE }] as const, ([, params]) => listPlanningProfiles(client, params));
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

/** Loads every page of a window (5000 per page; a busy structure may have more in four weeks). */
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
 * by `@id` into what was already fetched (spec part 1 §5), held in one SWR entry.
 */
export function useCalendarEvents(agendaIds: readonly number[], range: DateWindow) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const windows = windowsFor(range);
  const sortedIds = useMemo(() => [...agendaIds].sort((a, b) => a - b), [agendaIds]);
  const idsKey = sortedIds.join(',');
  const keyOf = (window: DateWindow | undefined) => (window && sortedIds.length > 0 ? ([SLOTS_PATH, { calendar: idsKey, ...window }] as const) : null);
  const merged = useSWR<readonly CalendarEvent[]>(CALENDAR_EVENTS_KEY, null);
  const load = useCallback(
    async ([, query]: readonly [string, { calendar: string; start: string; end: string }]) => {
      const window = { start: query.start, end: query.end };
      const events = await fetchWindowEvents(client, sortedIds, window);
      mark('volant:planning:data');
      await mutate(CALENDAR_EVENTS_KEY, (held: readonly CalendarEvent[] | undefined) => mergeEvents(held ?? [], { window, agendaIds: sortedIds, events }), { revalidate: false });
      return events.length;
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
function useCalendarUpdate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (change: (held: readonly CalendarEvent[]) => readonly CalendarEvent[]) => {
      await mutate(CALENDAR_EVENTS_KEY, (held: readonly CalendarEvent[] | undefined) => change(held ?? []), { revalidate: false });
      broadcastRefresh();
    },
    [mutate],
  );
}

const SLOT_REVALIDATE = [SLOTS_PATH, OPERATIONS_PATH, MONITOR_PATH, SITUATIONS_PATH, '/plannings/occurrence-tooltip', '/plannings/payment-deadlines-tooltip', '/plannings/agenda-tooltip'];

export function useCreateSlot() {
  const apply = useCalendarUpdate();
  return useMutation(
    async (client, payload: SlotCreate) => {
      const slot = await createSlot(client, payload);
      await apply((held) => upsertEvents(held, [slot]));
      return slot;
    },
    { success: m.success.created, fallbackError: m.errors.create, revalidate: SLOT_REVALIDATE },
  );
}

export function useCreateRecurrentSlot() {
  const apply = useCalendarUpdate();
  return useMutation(
    async (client, payload: SlotRecurrent) => {
      const slots = await createRecurrentSlot(client, payload);
      await apply((held) => upsertEvents(held, slots));
      return slots;
    },
    { success: (slots) => m.success.recurrentCreated(slots.length), fallbackError: m.errors.create, revalidate: SLOT_REVALIDATE },
  );
}

export function useCreateBackgroundSlot() {
  const apply = useCalendarUpdate();
  return useMutation(
    async (client, payload: SlotBackground) => {
      const slot = await createBackgroundSlot(client, payload);
      await apply((held) => upsertEvents(held, [slot]));
      return slot;
    },
    { success: m.success.backgroundCreated, fallbackError: m.errors.create, revalidate: SLOT_REVALIDATE },
  );
}

/** Edits a slot; `success` tells a move from an edit. */
export function useUpdateSlot(success: string = m.success.updated) {
  const apply = useCalendarUpdate();
  return useMutation(
    async (client, id: number, patch: SlotPatch) => {
      const slot = await updateSlot(client, id, patch);
      await apply((held) => upsertEvents(held, [slot]));
      return slot;
    },
    { success, fallbackError: m.errors.update, revalidate: SLOT_REVALIDATE },
  );
}

/** « Annuler le créneau » with its reason; the alert says whether the learners' e-mails left or wait in the outbox. */
export function useCancelSlot() {
  const apply = useCalendarUpdate();
  const sentText = useMailSentText();
  return useMutation(
    async (client, id: number, cancel: SlotCancel) => {
      const slot = await updateSlot(client, id, { status: 'cancelled', ...cancel });
      await apply((held) => upsertEvents(held, [slot]));
      return slot;
    },
    {
      success: (slot) => (slot.notification ? m.success.cancelledNotified(sentText(slot.notification)) : m.success.cancelled),
      fallbackError: m.errors.update,
      revalidate: [...SLOT_REVALIDATE, OUTBOX_EMAILS_PATH],
    },
  );
}

/** The SWR keys of one slot's own reads (its details and tooltips): gone with it. */
const SLOT_OWN_PATHS = ['/plannings/occurrence-tooltip', '/plannings/payment-deadlines-tooltip'];
const isKeyOfSlot = (key: unknown, id: number) =>
  Array.isArray(key) && (key[0] === `${SLOTS_PATH}/${id}` || (SLOT_OWN_PATHS.includes(key[0] as string) && key[1] === id));

/**
 * Deletes a slot: its own reads are dropped without being read again (they would answer 404 while
 * the details are still open), the calendar's other reads are revalidated.
 */
export function useDeleteSlot() {
  const apply = useCalendarUpdate();
  const { mutate } = useSWRConfig();
  return useMutation(
    async (client, slot: Pick<CalendarEvent, '@id' | 'id'>, scope: 'one' | 'following') => {
      await deleteSlot(client, slot.id, scope);
      await apply((held) => removeEvents(held, [slot['@id']]));
      await mutate((key) => isKeyOfSlot(key, slot.id), undefined, { revalidate: false });
      await mutate((key) => keyMatchesPaths(key, SLOT_REVALIDATE) && !isKeyOfSlot(key, slot.id));
    },
    { success: m.success.deleted, fallbackError: m.errors.delete },
  );
}

/** Re-reads one slot into the calendar after its learners changed. */
async function refreshSlot(client: ApiClient, slotId: number): Promise<JsonLd<Slot>> {
  return client.get<JsonLd<Slot>>(`${SLOTS_PATH}/${slotId}`);
}

/** The learners whose availability covers a slot (`GET /learners/available`), of its agency; none for a cancelled slot or an unavailability. */
export function useAvailableLearners(slot: Pick<Slot, 'date' | 'schedule' | 'agency' | 'status' | 'isBackground'> | undefined) {
  const client = useApiClient();
  const params =
    slot && slot.status !== 'cancelled' && !slot.isBackground
      ? { date: slot.date, startTime: slot.schedule.startTime, endTime: slot.schedule.endTime, agency: slot.agency.id, itemsPerPage: AVAILABLE_LEARNERS_SHOWN }
      : null;
  return useSWR(params ? (['/learners/available', params] as const) : null, ([, query]) => listAvailableLearners(client, query));
}

/** The slot form's learner picker searches `GET /learners/sort` (by name). */
export const SORTED_LEARNERS: LearnerSource<LearnerLight> = { path: '/learners/sort', list: listSortedLearners };

export function useAddSlotLearner() {
  const apply = useCalendarUpdate();
  return useMutation(
    async (client, slotId: number, learnerId: number) => {
      await addSlotLearner(client, { slot: slotId, learner: learnerId });
      const slot = await refreshSlot(client, slotId);
      await apply((held) => upsertEvents(held, [slot]));
      return slot;
    },
    { success: m.success.learnerAdded, fallbackError: m.errors.learner, revalidate: SLOT_REVALIDATE },
  );
}

export function useRemoveSlotLearner() {
  const apply = useCalendarUpdate();
  return useMutation(
    async (client, slotId: number, slotLearnerId: number) => {
      await removeSlotLearner(client, slotLearnerId);
      const slot = await refreshSlot(client, slotId);
      await apply((held) => upsertEvents(held, [slot]));
      return slot;
    },
    { success: m.success.learnerRemoved, fallbackError: m.errors.learner, revalidate: SLOT_REVALIDATE },
  );
}

export function useExcuseSlotLearner() {
  const apply = useCalendarUpdate();
  return useMutation(
    async (client, slotId: number, slotLearnerId: number, isExcused: boolean) => {
      await updateSlotLearner(client, slotLearnerId, { isExcused });
      const slot = await refreshSlot(client, slotId);
      await apply((held) => upsertEvents(held, [slot]));
      return isExcused;
    },
    { success: (isExcused) => (isExcused ? m.success.excused : m.success.unexcused), fallbackError: m.errors.update, revalidate: SLOT_REVALIDATE },
  );
}

export function useSlot(slotId: number | null) {
  const client = useApiClient();
  return useSWR(slotId === null ? null : ([`${SLOTS_PATH}/${slotId}`] as const), () => refreshSlot(client, slotId!));
}

export function useOccurrenceTooltip(slotId: number | null) {
  const client = useApiClient();
  return useSWR(slotId === null ? null : (['/plannings/occurrence-tooltip', slotId] as const), ([, id]) => getOccurrenceTooltip(client, id), { shouldRetryOnError: false });
}

export function usePaymentDeadlinesTooltip(slotId: number | null) {
  const client = useApiClient();
  return useSWR(slotId === null ? null : (['/plannings/payment-deadlines-tooltip', slotId] as const), ([, id]) => getPaymentDeadlinesTooltip(client, id), {
    shouldRetryOnError: false,
  });
}

export function useAgendaTooltip(agendaId: number | null, date: string) {
  const client = useApiClient();
  return useSWR(agendaId === null ? null : (['/plannings/agenda-tooltip', agendaId, date] as const), ([, id, day]) => getAgendaTooltip(client, id, day), {
    shouldRetryOnError: false,
  });
}

/** The agency's planning settings and the structure's comment, shown above the calendar (failures silent). */
export function usePlanningComments() {
  const client = useApiClient();
  const user = useSessionUser();
  const agencyId = user ? currentAgencyId(user) : null;
  const config = useSWR(agencyId === null ? null : ([`${PLANNING_CONFIG_PATH}/agency/${agencyId}`] as const), () => getAgencyPlanningConfig(client, agencyId!), { shouldRetryOnError: false });
  const global = useSWR(agencyId === null ? null : ([`/global-config/agency/${agencyId}`] as const), () => getGlobalConfig(client, agencyId!), { shouldRetryOnError: false });
  return { config: config.data ?? null, globalComment: global.data?.globalComment ?? null };
}

/** What the slot form offers for an agenda's agency: activities, services, locations, material, trainers. */
export function useSlotChoices(agenda: Agenda | null) {
  const client = useApiClient();
  const user = useSessionUser();
  const agencyId = agenda?.agency.id ?? null;
  const structure = user?.structure.id;
  const activities = useSWR(structure ? (['/plannings/activities', { 'agency.structure': structure, itemsPerPage: ALL_LIST_PAGE_SIZE }] as const) : null, ([, p]) => listActivities(client, p));
  const locations = useSWR(['/plannings/appointment-location', { itemsPerPage: ALL_LIST_PAGE_SIZE }] as const, ([, p]) => listAppointmentLocations(client, p));
  const services = useSWR(agencyId === null ? null : (['/products/services/sort', { agency: agencyId, itemsPerPage: ALL_LIST_PAGE_SIZE }] as const), ([, p]) =>
    listSortedServices(client, p),
  );
  const interveners = useSWR(agencyId === null || !structure ? null : ([INTERVENERS_PATH, { agency: agencyId, structure, page: 1, itemsPerPage: INTERVENERS_PAGE_SIZE }] as const), ([, p]) =>
    listInterveners(client, p),
  );
  const inScope = <T extends { agency: { id: number } | null }>(items: readonly T[]) => items.filter((item) => item.agency === null || item.agency.id === agencyId);
  return {
    activities: inScope(activities.data?.items ?? []),
    locations: inScope(locations.data?.items ?? []),
    services: services.data?.items ?? [],
    resources: (interveners.data?.items ?? []).filter((i) => i.isResource),
    trainers: (interveners.data?.items ?? []).filter((i) => !i.isResource),
  };
}

/** Downloads a generated file under the server's name (or `fallbackName`), with the success text given. */
export function useDownload(success: string = m.success.downloaded) {
  return useMutation(
    async (client, fetchFile: (client: ApiClient) => Promise<DownloadedFile>, fallbackName: string) => {
      const file = await fetchFile(client);
      saveFile(file, fallbackName);
      return file;
    },
    { success, fallbackError: m.errors.download, revalidate: [OPERATIONS_PATH] },
  );
}

/** Sends something by e-mail ('Email envoyé avec succès'). */
/** A planning e-mail whose call answers its delivery (convocations, a planning file): the alert says « envoyé » only once the SMTP server accepted it. */
export function useSendMail<A extends unknown[], R extends MailDelivery>(action: (client: ApiClient, ...args: A) => Promise<R>) {
  const sentText = useMailSentText();
  return useMutation(action, { success: sentText, fallbackError: m.errors.mail, revalidate: [OPERATIONS_PATH, OUTBOX_EMAILS_PATH] });
}

/** A planning e-mail whose call answers a file (the monitor, a learner's appointments) without waiting for delivery: queued. */
export function useQueueMail<A extends unknown[], R>(action: (client: ApiClient, ...args: A) => Promise<R>) {
  const sentText = useMailSentText();
  return useMutation(action, { success: () => sentText({ sentAt: null }), fallbackError: m.errors.mail, revalidate: [OPERATIONS_PATH, OUTBOX_EMAILS_PATH] });
}

export function useOperationList() {
  const client = useApiClient();
  return useListController<OperationHistory>({
    resource: OPERATIONS_PATH,
    fetchPage: (query, signal) => listOperations(client, query, signal),
    defaults: { itemsPerPage: OPERATION_HISTORY_PAGE_SIZE },
  });
}

export function useDeleteOperations() {
  return useMutation((client, ids: readonly number[]) => deleteOperations(client, ids), {
    success: m.operations.deleted,
    fallbackError: m.operations.deleteError,
    revalidate: [OPERATIONS_PATH],
  });
}

export function useCreateOperation() {
  return useMutation((client, payload: OperationHistoryCreate) => createOperation(client, payload), {
    success: m.operations.created,
    fallbackError: m.operations.createError,
    revalidate: [OPERATIONS_PATH],
  });
}

export function useSlotMonitor(startDate: string, endDate: string, agendaIds: readonly number[]) {
  const client = useApiClient();
  const valid = startDate !== '' && endDate !== '' && startDate <= endDate;
  return useSWR(valid ? ([MONITOR_PATH, { startDate, endDate, agenda: [...agendaIds] }] as const) : null, ([, params]) => getSlotMonitor(client, params), { keepPreviousData: true });
}

/** The learners planned on a date (up to 500000 rows). */
export function useSituations(date: string, agendaIds: readonly number[]) {
  const client = useApiClient();
  const user = useSessionUser();
  const params = user && date ? { structureId: user.structure.id, date, agendaId: [...agendaIds] } : null;
  return useSWR(params ? ([SITUATIONS_PATH, params] as const) : null, ([, query]) => listSituations(client, query), { keepPreviousData: true, revalidateOnFocus: false });
}

/** A learner's slots, all of them or only the past or the future ones (`?creneaux=passes|a-venir` in the URL). */
export function useLearnerSlots(learnerId: number) {
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const periods = useMemo(() => (params.get('creneaux') ?? '').split(',').flatMap((v) => (v === 'passes' ? ['past' as const] : v === 'a-venir' ? ['future' as const] : [])), [params]);
  const bound = slotPeriodBound(periods, isoDay(new Date()));
  const query = useSWR([SLOTS_PATH, { 'slotLearners.learner': learnerId, itemsPerPage: 5000, ...bound }] as const, () => listLearnerSlots(client, learnerId, bound));
  const setPeriods = (next: readonly SlotPeriod[]) => setParams({ creneaux: next.length ? next.map((p) => (p === 'past' ? 'passes' : 'a-venir')).join(',') : null }, { replace: true });
  return { ...query, periods, setPeriods };
}

export { usePaintMark } from './paint-mark';

/** The days shown and the range they cover. */
export function useVisibleRange(view: CalendarView, date: string, showWeekend: boolean) {
  return useMemo(() => {
    const days = visibleDays(view, date, showWeekend);
    return { days, range: { start: days[0] ?? date, end: days[days.length - 1] ?? date } };
  }, [view, date, showWeekend]);
}
