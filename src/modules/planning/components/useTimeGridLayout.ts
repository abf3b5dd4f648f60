import { useDeferredValue, useMemo } from 'react';
import { layoutTimeGrid, type GridColumn, type PlacedBlock } from '../calendar/layout';
import type { CalendarEvent } from '../calendar/merge';
import { usePaintMark } from '../paint-mark';
import { PX, surfaceCommon, type GridAgenda, type GridHours, type SlotSurface } from './slot-surface';

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

  const count = columns.length;

  const surface: SlotSurface = {
    ...surfaceCommon({ columns, rowLength: null, hours, perColumn, byId, agendaById }),
    // The column from the abscissa, the minute from the height (an hour is 60 px).
    pointAt: (grid, clientX, clientY) => {
      const rect = grid.getBoundingClientRect();
      const column = Math.min(count - 1, Math.max(0, Math.floor(((clientX - rect.left) / rect.width) * count)));
      return { column, minutes: hours.start + Math.max(0, (clientY - rect.top) / PX) };
    },
    ghostBox: (_grid, column, start, end) => ({
      top: `${(start - hours.start) * PX}px`,
      height: `${Math.max((end - start) * PX, 14)}px`,
      left: `${(column / count) * 100}%`,
      width: `${100 / count}%`,
    }),
  };
  return { ...surface, layout };
}

export type TimeGridLayout = ReturnType<typeof useTimeGridLayout>;
