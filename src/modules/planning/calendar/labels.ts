import { formatDay } from '../../../shared/i18n/calendar-lite';
import { gridMessages as g } from '../grid-messages';
import type { CalendarEvent } from './merge';

/** The title a block shows: the slot's own, else its activity's or service's, else its kind. */
export const eventTitle = (event: CalendarEvent) => event.title ?? event.activity?.name ?? event.service?.name ?? (event.isBackground ? g.background : g.singleSlot);

/** The learners a block names: the first ones the list gives, then « + N autres » for the rest. */
export function learnersText(event: Pick<CalendarEvent, 'firstLearners' | 'learnerCount'>): string {
  const names = event.firstLearners.map((l) => `${l.learner.firstName} ${l.learner.lastName}`);
  const others = event.learnerCount - names.length;
  return others > 0 ? [...names, g.more(others)].join(', ') : names.join(', ');
}

/**
 * A slot's accessible name: the text the block shows first (WCAG 2.5.3, the visible label is part of the
 * name, so « 09:00 Conduite » can be spoken to a voice control), then its day and hours, its agenda and its state.
 */
export function slotLabel(event: CalendarEvent, shown: string): string {
  const when = g.slotWhen(formatDay(event.date, 'weekdayDayMonth'), event.schedule.startTime, event.schedule.endTime);
  const state = [event.isExcused ? g.excused : null, event.status === 'planned' ? null : g.status[event.status]];
  return [shown.replace(/\s+/g, ' ').trim(), when, event.agenda.name, ...state].filter((part) => part !== null).join(', ');
}
