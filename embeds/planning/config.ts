import type { JsonLd } from '../../src/shared/api/hydra';
import type { PublicSlot } from '../../src/modules/planning-config/types';
import type { CalendarView } from '../../src/modules/planning/calendar/dates';
import type { CalendarEvent } from '../../src/modules/planning/calendar/merge';
import { parseIds, readProperty, type AttributeMap, type RawAttributes } from '../runtime/define';
import { invalidAttribute, missingAttribute, type WidgetFailure } from '../runtime/failure';
import { planningWidgetMessages as m } from './messages';


export const PLANNING_ATTRIBUTES = {
  planningKey: { attribute: 'planning-key', kind: 'string' },
  view: { attribute: 'view', kind: 'string' },
  date: { attribute: 'date', kind: 'string' },
  agendas: { attribute: 'agendas', kind: 'ids' },
  activities: { attribute: 'activities', kind: 'ids' },
  hideWeekend: { attribute: 'hide-weekend', kind: 'boolean' },
  hideLegend: { attribute: 'hide-legend', kind: 'boolean' },
  apiBase: { attribute: 'api-base', kind: 'string' },
} as const satisfies AttributeMap;

export const VIEWS: readonly CalendarView[] = ['day', 'week', 'month'];

export interface PlanningConfig {
  key: string;
  view: CalendarView;
  /** `YYYY-MM-DD`, null: today. */
  date: string | null;
  /** Empty: every published one. */
  agendas: number[];
  activities: number[];
  hideWeekend: boolean;
  hideLegend: boolean;
}

const KEY = /^[0-9a-f]{32}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isValidDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The attributes of `<volant-planning>`, or the failure that explains the first bad one. */
export function readPlanningAttributes(raw: RawAttributes<typeof PLANNING_ATTRIBUTES>): { config: PlanningConfig } | { failure: WidgetFailure } {
  const key = raw.planningKey?.trim() ?? '';
  if (key === '') return { failure: missingAttribute('planning-key') };
  if (!KEY.test(key)) return { failure: invalidAttribute(m.badKey) };
  const view = (raw.view?.trim().toLowerCase() || 'week') as CalendarView;
  if (!VIEWS.includes(view)) return { failure: invalidAttribute(m.badView) };
  const date = raw.date?.trim() || null;
  if (date !== null && !isValidDay(date)) return { failure: invalidAttribute(m.badDate) };
  const agendas = raw.agendas === null ? [] : parseIds(raw.agendas);
  if (agendas === null) return { failure: invalidAttribute(m.badIds('agendas')) };
  const activities = raw.activities === null ? [] : parseIds(raw.activities);
  if (activities === null) return { failure: invalidAttribute(m.badIds('activities')) };
  return {
    config: {
      key: key.toLowerCase(),
      view,
      date,
      agendas,
      activities,
      hideWeekend: readProperty('boolean', raw.hideWeekend) === true,
      hideLegend: readProperty('boolean', raw.hideLegend) === true,
    },
  };
}

/** What `slot-select` carries: the slot as published (no learner data exists in it). */
export interface SelectedSlot {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  agenda: { id: number; name: string };
  activity: { id: number; name: string };
  location: { name: string; city: string | null } | null;
  status: PublicSlot['status'];
  capacity: number | null;
  booked: number;
  remaining: number | null;
}

export function selectedSlot(slot: PublicSlot): SelectedSlot {
  return {
    id: slot.id,
    date: slot.date,
    startTime: slot.schedule.startTime,
    endTime: slot.schedule.endTime,
    agenda: { id: slot.agenda.id, name: slot.agenda.name },
    activity: { id: slot.activity.id, name: slot.activity.name },
    location: slot.location,
    status: slot.status,
    capacity: slot.capacity,
    booked: slot.booked,
    remaining: slot.remaining,
  };
}

/**
 * A published slot in the shape the planning module's grids draw (they only read the date, times,
 * agenda, activity and status here); the references the public answer does not carry stay empty.
 */
export function toCalendarEvent(slot: JsonLd<PublicSlot>, agencyName: string): CalendarEvent {
  const ref = (id: number, name: string) => ({ '@id': '', id, name });
  return {
    '@id': slot['@id'],
    '@type': 'PublicSlot',
    id: slot.id,
    title: null,
    date: slot.date,
    schedule: slot.schedule,
    startDate: `${slot.date}T${slot.schedule.startTime}`,
    endDate: `${slot.date}T${slot.schedule.endTime}`,
    agenda: { ...ref(slot.agenda.id, slot.agenda.name), color: slot.agenda.color },
    agency: ref(0, agencyName),
    activity: { ...ref(slot.activity.id, slot.activity.name), color: slot.activity.color },
    service: null,
    location: slot.location ? ref(0, slot.location.name) : null,
    resource: null,
    teamMember: null,
    status: slot.status,
    isBackground: false,
    isExcused: false,
    capacity: slot.capacity,
    comment: null,
    recurrence: null,
    // The public answer names nobody: the blocks draw no learners (the widget shows places left apart).
    learnerCount: 0,
    firstLearners: [],
    createdAt: '',
    updatedAt: '',
  };
}
