import { useDeferredValue, useMemo } from 'react';
import type { Agenda } from '../../../shared/references/planning';
import { toTime } from '../calendar/dates';
import { layoutTimeGrid, type GridColumn, type PlacedBlock } from '../calendar/layout';
import type { CalendarEvent } from '../calendar/merge';
import { usePaintMark } from '../paint-mark';

/** Pixels per minute (an hour is 60 px); moves and resizes snap to a quarter of an hour. */
export const PX = 1;
export const STEP = 15;
/** Height of a block's bottom edge that resizes it, px. */
const RESIZE_EDGE = 6;

export interface SlotTarget {
  date: string;
  agendaId: number;
  startTime: string;
  endTime: string;
}

/** What the grid reads of an agenda (the calendar passes agendas, the planning embed the published ones). */
export type GridAgenda = Pick<Agenda, 'id' | 'name' | 'color' | 'dayStart' | 'dayEnd'>;

/** The grid's opening hours, minutes since midnight. */
export interface GridHours {
  start: number;
  end: number;
}

/**
 * Where everything sits in the time grid: its columns (the days × the agendas), the blocks placed once
 * per data change (pure layout, memoised), and the lookups the handlers need (a block by id, a
 * column's blocks in time order, the slot under a DOM target, the slot times of a place).
 */
export function useTimeGridLayout(days: readonly string[], agendas: readonly GridAgenda[], events: readonly CalendarEvent[], hours: GridHours) {
  const deferredEvents = useDeferredValue(events);
  const columns = useMemo<GridColumn[]>(() => days.flatMap((date) => agendas.map((agenda) => ({ date, agendaId: agenda.id }))), [days, agendas]);
  const layout = useMemo(() => layoutTimeGrid(deferredEvents, columns, hours.start, hours.end), [deferredEvents, columns, hours.start, hours.end]);
  const byId = useMemo(() => {
    const map = new Map<number, PlacedBlock>();
    for (const block of layout.blocks) map.set(block.event.id, block);
    for (const block of layout.backgrounds) map.set(block.event.id, block);
    return map;
  }, [layout]);
  /** Blocks of each column in time order, for arrow-key navigation. */
  const perColumn = useMemo(() => {
    const lists: PlacedBlock[][] = columns.map(() => []);
    for (const block of layout.blocks) lists[block.column]!.push(block);
    for (const list of lists) list.sort((a, b) => a.top - b.top || a.lane - b.lane);
    return lists;
  }, [layout, columns]);
  const agendaById = useMemo(() => new Map(agendas.map((a) => [a.id, a])), [agendas]);
  usePaintMark(layout);

  const targetOf = (column: number, start: number, end: number): SlotTarget => {
    const col = columns[column]!;
    return { date: col.date, agendaId: col.agendaId, startTime: toTime(start), endTime: toTime(end) };
  };

  /** The slot under a DOM target; `handle` when the pointer (at `clientY`) is on its bottom edge, which resizes. */
  const slotFromTarget = (target: EventTarget | null, clientY?: number): { block: PlacedBlock; handle: boolean } | null => {
    const element = target instanceof Element ? target.closest<HTMLElement>('[data-slot-id]') : null;
    const id = element ? Number(element.dataset.slotId) : NaN;
    const block = byId.get(id);
    if (!block || !element) return null;
    // The bottom edge (drawn by ::after) resizes.
    const handle = clientY !== undefined && !block.event.isBackground && clientY >= element.getBoundingClientRect().bottom - RESIZE_EDGE;
    return { block, handle };
  };

  return { columns, count: columns.length, layout, byId, perColumn, agendaById, hours, targetOf, slotFromTarget };
}

export type TimeGridLayout = ReturnType<typeof useTimeGridLayout>;
