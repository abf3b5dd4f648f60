import type { JsonLd } from '../../../shared/api/hydra';
import type { SlotSummary } from '../types';
import type { DateWindow } from './dates';

/** A slot the calendar holds: the list's summary (a write's answer, a whole slot, fits too). */
export type CalendarEvent = JsonLd<SlotSummary>;

export interface FetchedBatch {
  window: DateWindow;
  /** The agendas the batch was fetched for. */
  agendaIds: readonly number[];
  events: readonly CalendarEvent[];
}

/**
 * Merges fetched events into the ones already held, by `@id` (spec part 1 §5): a fetched event replaces
 * the held one with the same `@id` (updates applied) and is never duplicated; a held event that the
 * batch should have returned (its date in the window, its agenda fetched) but did not was deleted or
 * moved away, and is dropped. Everything else is kept. Returns `existing` itself when nothing changed,
 * so memoised views do not recompute.
 */
export function mergeEvents(existing: readonly CalendarEvent[], batch: FetchedBatch): readonly CalendarEvent[] {
  const fetched = new Map<string, CalendarEvent>();
  for (const event of batch.events) fetched.set(event['@id'], event);
  const agendas = new Set(batch.agendaIds);
  const covered = (event: CalendarEvent) => event.date >= batch.window.start && event.date <= batch.window.end && agendas.has(event.agenda.id);

  let changed = false;
  const result: CalendarEvent[] = [];
  for (const event of existing) {
    const update = fetched.get(event['@id']);
    if (update) {
      fetched.delete(event['@id']);
      if (update.updatedAt !== event.updatedAt || !sameContent(update, event)) changed = true;
      result.push(update.updatedAt === event.updatedAt && sameContent(update, event) ? event : update);
    } else if (covered(event)) {
      changed = true;
    } else {
      result.push(event);
    }
  }
  for (const event of fetched.values()) {
    changed = true;
    result.push(event);
  }
  return changed ? result : existing;
}

/** Cheap equality of what the calendar draws (the server bumps updatedAt, but learners change without it). */
function sameContent(a: CalendarEvent, b: CalendarEvent): boolean {
  return (
    a.date === b.date &&
    a.schedule.startTime === b.schedule.startTime &&
    a.schedule.endTime === b.schedule.endTime &&
    a.agenda.id === b.agenda.id &&
    a.status === b.status &&
    a.isExcused === b.isExcused &&
    a.learnerCount === b.learnerCount &&
    a.firstLearners.length === b.firstLearners.length &&
    a.firstLearners.every((l, i) => l.learner.id === b.firstLearners[i]?.learner.id && l.isExcused === b.firstLearners[i]?.isExcused)
  );
}

/** Replaces or adds single events (a mutation's answer) by `@id`. */
export function upsertEvents(existing: readonly CalendarEvent[], events: readonly CalendarEvent[]): readonly CalendarEvent[] {
  const byId = new Map(events.map((e) => [e['@id'], e]));
  const result = existing.map((event) => {
    const update = byId.get(event['@id']);
    if (update) byId.delete(event['@id']);
    return update ?? event;
  });
  return [...result, ...byId.values()];
}

/** Removes events by `@id`. */
export function removeEvents(existing: readonly CalendarEvent[], ids: readonly string[]): readonly CalendarEvent[] {
  const gone = new Set(ids);
  return existing.filter((event) => !gone.has(event['@id']));
}
