import { ALL_LIST_PAGE_SIZE, INTERVENERS_PAGE_SIZE, PLANNING_LIST_PAGE_SIZE } from '../../shared/constants';
import { AGENDAS_PATH, INTERVENERS_PATH, PLANNING_CONFIG_PATH, PROFILES_PATH } from '../../shared/references/planning';
import { MONITOR_PATH, OPERATIONS_PATH, SITUATIONS_PATH, SLOTS_PATH } from './api';
import type { DateWindow } from './calendar/dates';
import type { SlotDateBound } from './types';

const OCCURRENCE_TOOLTIP_PATH = '/plannings/occurrence-tooltip';
const PAYMENT_DEADLINES_TOOLTIP_PATH = '/plannings/payment-deadlines-tooltip';
const AGENDA_TOOLTIP_PATH = '/plannings/agenda-tooltip';

/** What a slot's details suggest: the learners whose availability covers it. */
export type AvailableLearnersQuery = {
  date: string;
  startTime: string;
  endTime: string;
  agency: number;
  itemsPerPage: number;
};

/** The planning module's SWR keys: one builder per read. */
export const planningKeys = {
  agendas: () => [AGENDAS_PATH, { active: true, itemsPerPage: PLANNING_LIST_PAGE_SIZE }] as const,
  profiles: () => [PROFILES_PATH, { itemsPerPage: ALL_LIST_PAGE_SIZE }] as const,
  /** The entry holding every event fetched so far, merged by `@id` (cleared by the shell's refresh message). */
  calendarEvents: () => ['/plannings/slots#calendar'] as const,
  /** One fetch window of the calendar for the agendas `ids` (sorted, comma-separated). */
  calendarWindow: (ids: string, window: DateWindow) => [SLOTS_PATH, { calendar: ids, ...window }] as const,
  slot: (id: number) => [`${SLOTS_PATH}/${id}`] as const,
  occurrenceTooltip: (slot: number) => [OCCURRENCE_TOOLTIP_PATH, slot] as const,
  paymentDeadlinesTooltip: (slot: number) => [PAYMENT_DEADLINES_TOOLTIP_PATH, slot] as const,
  agendaTooltip: (agenda: number, date: string) => [AGENDA_TOOLTIP_PATH, agenda, date] as const,
  availableLearners: (query: AvailableLearnersQuery) => ['/learners/available', query] as const,
  agencyConfig: (agency: number) => [`${PLANNING_CONFIG_PATH}/agency/${agency}`] as const,
  globalConfig: (agency: number) => [`/global-config/agency/${agency}`] as const,
  activities: (structure: number) => ['/plannings/activities', { 'agency.structure': structure, itemsPerPage: ALL_LIST_PAGE_SIZE }] as const,
  locations: () => ['/plannings/appointment-location', { itemsPerPage: ALL_LIST_PAGE_SIZE }] as const,
  services: (agency: number) => ['/products/services/sort', { agency, itemsPerPage: ALL_LIST_PAGE_SIZE }] as const,
  interveners: (agency: number, structure: number) => [INTERVENERS_PATH, { agency, structure, page: 1, itemsPerPage: INTERVENERS_PAGE_SIZE }] as const,
  monitor: (startDate: string, endDate: string, agendaIds: readonly number[]) => [MONITOR_PATH, { startDate, endDate, agenda: [...agendaIds] }] as const,
  situations: (structureId: number, date: string, agendaIds: readonly number[]) => [SITUATIONS_PATH, { structureId, date, agendaId: [...agendaIds] }] as const,
  learnerSlots: (learner: number, bound: SlotDateBound) => [SLOTS_PATH, { 'slotLearners.learner': learner, itemsPerPage: 5000, ...bound }] as const,
};

/** Everything a slot change can alter (key prefixes to revalidate). */
export const SLOT_READS = [SLOTS_PATH, OPERATIONS_PATH, MONITOR_PATH, SITUATIONS_PATH, OCCURRENCE_TOOLTIP_PATH, PAYMENT_DEADLINES_TOOLTIP_PATH, AGENDA_TOOLTIP_PATH];

/** Whether `key` is one of slot `id`'s own reads (its details and tooltips): gone with it. */
export function isKeyOfSlot(key: unknown, id: number): boolean {
  if (!Array.isArray(key)) return false;
  const [path, slot] = key as unknown[];
  return path === planningKeys.slot(id)[0] || ((path === OCCURRENCE_TOOLTIP_PATH || path === PAYMENT_DEADLINES_TOOLTIP_PATH) && slot === id);
}
