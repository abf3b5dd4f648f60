import { formatDay } from '../../../shared/i18n/calendar-lite';
import { gridMessages as g } from '../grid-messages';
import type { CalendarEvent } from './merge';

/** The title a block shows: the slot's own, else its activity's or service's, else its kind. */
export const eventTitle = (event: Pick<CalendarEvent, 'title' | 'activity' | 'service' | 'isBackground'>) => event.title ?? event.activity?.name ?? event.service?.name ?? (event.isBackground ? g.background : g.singleSlot);

/** The learners a block names: the first ones the list gives, then « + N autres » for the rest. */
export function learnersText(event: Pick<CalendarEvent, 'firstLearners' | 'learnerCount'>): string {
  const names = event.firstLearners.map((l) => `${l.learner.firstName} ${l.learner.lastName}`);
  const others = event.learnerCount - names.length;
  return others > 0 ? [...names, g.more(others)].join(', ') : names.join(', ');
}

/** Words left out of initials: « Salle de code » reads « SC ». */
const PARTICLES = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'et', 'à', 'au', 'aux', 'd', 'l']);

/** The initials of a name, up to three letters or digits: « Karim Benali » → « KB », « Clio 4 — AB-123-CD » → « C4A ». */
export function initials(name: string): string {
  const words = name.split(/[\s’'—–-]+/).filter((word) => /[\p{L}\p{N}]/u.test(word) && !PARTICLES.has(word.toLowerCase()));
  return words
    .map((word) => word.match(/[\p{L}\p{N}]/u)![0]!.toUpperCase())
    .slice(0, 3)
    .join('');
}

/**
 * What a month entry names: its one learner (else its title and how many learners) and its agenda, in
 * three lengths for the day's width: in full, with the agenda's initials, and both in initials on two
 * lines (a phone's day is about 40 px wide).
 */
export function monthEntryText(event: Pick<CalendarEvent, 'firstLearners' | 'learnerCount' | 'agenda' | 'schedule' | 'title' | 'activity' | 'service' | 'isBackground'>) {
  const first = event.firstLearners[0]?.learner;
  const title = eventTitle(event);
  const single = event.learnerCount === 1 && first ? `${first.firstName} ${first.lastName}` : null;
  const who = single ?? (event.learnerCount > 1 ? `${title} (${event.learnerCount})` : title);
  const whoShort = single ? initials(single) : event.learnerCount > 1 ? `${initials(title)} (${event.learnerCount})` : initials(title);
  const time = event.schedule.startTime;
  const agenda = initials(event.agenda.name);
  return {
    full: `${time} ${who} · ${event.agenda.name}`,
    medium: `${time} ${who} · ${agenda}`,
    short: `${whoShort}\n${agenda}`,
    label: g.monthEntry(time, title, who === title ? '' : who, event.agenda.name),
  };
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
