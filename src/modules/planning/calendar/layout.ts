import type { CalendarEvent } from './merge';
import { toMinutes } from './dates';

/** One column of the time grid: a day of an agenda. */
export interface GridColumn {
  date: string;
  agendaId: number;
}

/** A slot placed on the time grid, in fractions of the grid (computed once per data change). */
export interface PlacedBlock {
  event: CalendarEvent;
  column: number;
  /** Top and height in minutes from the grid's first minute. */
  top: number;
  height: number;
  /** Side-by-side position among overlapping slots of its column. */
  lane: number;
  lanes: number;
}

export interface TimeGridLayout {
  blocks: PlacedBlock[];
  /** Background slots, drawn behind. */
  backgrounds: PlacedBlock[];
}

/**
 * Places the events of the visible columns: one pass to bucket them by column, then per column the
 * classic interval-partitioning into lanes (events sorted by start; a cluster of overlapping events
 * shares its lane count). O(n log n) overall; nothing is measured in the DOM.
 */
export function layoutTimeGrid(events: readonly CalendarEvent[], columns: readonly GridColumn[], gridStart: number, gridEnd: number): TimeGridLayout {
  const index = new Map<string, number>();
  columns.forEach((column, i) => index.set(`${column.date}|${column.agendaId}`, i));
  const buckets: CalendarEvent[][] = columns.map(() => []);
  const backgrounds: PlacedBlock[] = [];
  for (const event of events) {
    const column = index.get(`${event.date}|${event.agenda.id}`);
    if (column === undefined) continue;
    const start = Math.max(toMinutes(event.schedule.startTime), gridStart);
    const end = Math.min(toMinutes(event.schedule.endTime), gridEnd);
    if (end <= start) continue;
    if (event.isBackground) backgrounds.push({ event, column, top: start - gridStart, height: end - start, lane: 0, lanes: 1 });
    else buckets[column]!.push(event);
  }
  const blocks: PlacedBlock[] = [];
  buckets.forEach((bucket, column) => {
    if (bucket.length === 0) return;
    bucket.sort((a, b) => a.schedule.startTime.localeCompare(b.schedule.startTime) || b.schedule.endTime.localeCompare(a.schedule.endTime) || a.id - b.id);
    let cluster: PlacedBlock[] = [];
    let laneEnds: number[] = [];
    let clusterEnd = -1;
    const close = () => {
      for (const block of cluster) block.lanes = laneEnds.length;
      cluster = [];
      laneEnds = [];
    };
    for (const event of bucket) {
      const start = Math.max(toMinutes(event.schedule.startTime), gridStart);
      const end = Math.min(toMinutes(event.schedule.endTime), gridEnd);
      if (end <= start) continue;
      if (start >= clusterEnd) close();
      let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
      if (lane === -1) {
        lane = laneEnds.length;
        laneEnds.push(end);
      } else laneEnds[lane] = end;
      clusterEnd = Math.max(clusterEnd, end);
      const block: PlacedBlock = { event, column, top: start - gridStart, height: end - start, lane, lanes: 1 };
      cluster.push(block);
      blocks.push(block);
    }
    close();
  });
  return { blocks, backgrounds };
}

/** The events of each day of a month view, sorted by time (backgrounds left out). */
export function groupByDay(events: readonly CalendarEvent[], days: readonly string[], agendaIds: ReadonlySet<number>): Map<string, CalendarEvent[]> {
  const byDay = new Map<string, CalendarEvent[]>(days.map((d) => [d, []]));
  for (const event of events) {
    if (event.isBackground || !agendaIds.has(event.agenda.id)) continue;
    byDay.get(event.date)?.push(event);
  }
  for (const list of byDay.values()) list.sort((a, b) => a.schedule.startTime.localeCompare(b.schedule.startTime) || a.agenda.name.localeCompare(b.agenda.name));
  return byDay;
}

/** The grid's hours: from the earliest opening to the latest closing of the agendas, on whole hours. */
export function gridHours(agendas: ReadonlyArray<{ dayStart: string; dayEnd: string }>, fallback = { start: 8 * 60, end: 19 * 60 }): { start: number; end: number } {
  if (agendas.length === 0) return fallback;
  const start = Math.min(...agendas.map((a) => toMinutes(a.dayStart)));
  const end = Math.max(...agendas.map((a) => toMinutes(a.dayEnd)));
  return { start: Math.floor(start / 60) * 60, end: Math.min(24 * 60, Math.ceil(end / 60) * 60) };
}
