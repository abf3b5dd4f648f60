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
