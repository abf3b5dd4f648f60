import { useDeferredValue, useMemo } from 'react';
import { toMinutes } from '../calendar/dates';
import type { GridColumn, PlacedBlock } from '../calendar/layout';
import type { CalendarEvent } from '../calendar/merge';
import { usePaintMark } from '../paint-mark';
import { surfaceCommon, type GridAgenda, type GridHours, type SlotSurface } from './slot-surface';

/**
 * The places of the agendas' rows: one per day of each agenda, row after row (the column index is
 * `agenda × days + day`), and their slots in time order. Pure: the rows view and the tests share it.
 */
export function placeInRows(days: readonly string[], agendas: readonly Pick<GridAgenda, 'id'>[], events: readonly CalendarEvent[], hours: GridHours) {
  const columns: GridColumn[] = agendas.flatMap((agenda) => days.map((date) => ({ date, agendaId: agenda.id })));
  const index = new Map(columns.map((column, i) => [`${column.agendaId}|${column.date}`, i]));
  const cells: PlacedBlock[][] = columns.map(() => []);
  for (const event of events) {
    const column = index.get(`${event.agenda.id}|${event.date}`);
    if (column === undefined) continue;
    const start = toMinutes(event.schedule.startTime);
    cells[column]!.push({ event, column, top: start - hours.start, height: toMinutes(event.schedule.endTime) - start, lane: 0, lanes: 1 });
  }
  for (const list of cells) list.sort((a, b) => a.top - b.top || a.event.id - b.event.id);
  return { columns, cells, perColumn: cells.map((list) => list.filter((block) => !block.event.isBackground)) };
}

/**
 * The week of agendas in rows as a slot surface: a place is a whole day of an agenda (found under the
 * pointer by its `data-column`), so a move keeps the slot's times and changes its day or agenda, and
 * the ghost outlines the day it would land on.
 */
export function useAgendaRowsLayout(days: readonly string[], agendas: readonly GridAgenda[], events: readonly CalendarEvent[], hours: GridHours) {
  const deferred = useDeferredValue(events);
  const placed = useMemo(() => placeInRows(days, agendas, deferred, hours), [days, agendas, deferred, hours]);
  usePaintMark(placed);
  const { columns, cells, perColumn } = placed;
  const byId = useMemo(() => new Map(cells.flatMap((list) => list.map((block) => [block.event.id, block] as const))), [cells]);
  const agendaById = useMemo(() => new Map(agendas.map((a) => [a.id, a])), [agendas]);
  const cellOf = (grid: HTMLElement, column: number) => grid.querySelector<HTMLElement>(`[data-column="${column}"]`);

  const surface: SlotSurface = {
    ...surfaceCommon({ columns, rowLength: days.length, hours, perColumn, byId, agendaById }),
    pointAt: (grid, clientX, clientY) => {
      const cell = grid.ownerDocument.elementFromPoint(clientX, clientY)?.closest<HTMLElement>('[data-column]');
      return cell && grid.contains(cell) ? { column: Number(cell.dataset.column), minutes: null } : null;
    },
    ghostBox: (grid, column) => {
      // A cell sits in its row, the row in the grid: its box is read relative to the grid's.
      const cell = cellOf(grid, column);
      if (!cell) return null;
      const box = cell.getBoundingClientRect();
      const origin = grid.getBoundingClientRect();
      return { top: `${box.top - origin.top}px`, left: `${box.left - origin.left}px`, width: `${box.width}px`, height: `${box.height}px` };
    },
  };
  return { ...surface, cells };
}
