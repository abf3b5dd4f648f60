import type { Agenda } from '../../../shared/references/planning';
import { toTime } from '../calendar/dates';
import type { GridColumn, PlacedBlock } from '../calendar/layout';
import type { CalendarEvent } from '../calendar/merge';
import type { MoveGeometry } from '../calendar/moves';

/** Pixels per minute: of the time grid (an hour is 60 px) and of a vertical drag that resizes. */
export const PX = 1;

/** Where a slot is created or moved to. */
export interface SlotTarget {
  date: string;
  agendaId: number;
  startTime: string;
  endTime: string;
}

/** What the grids read of an agenda (the calendar passes agendas, the planning embed the published ones). */
export type GridAgenda = Pick<Agenda, 'id' | 'name' | 'color' | 'dayStart' | 'dayEnd'>;

/** The grid's opening hours, minutes since midnight. */
export type GridHours = MoveGeometry['hours'];

/** Where the move ghost is drawn, as CSS lengths in the grid element's coordinates. */
export interface GhostBox {
  top: string;
  left: string;
  width: string;
  height: string;
}

/**
 * A calendar surface whose slots move and resize by mouse and keyboard: the time grid (day and week)
 * and the week of agendas in rows. The mouse (useSlotDrag) and the keyboard (useSlotKeyboard) read
 * only this, so both layouts share them.
 */
export interface SlotSurface extends MoveGeometry {
  /** The places (a day of an agenda each), in the order the column indexes count them. */
  columns: readonly GridColumn[];
  /** Each place's slots in time order (backgrounds apart). */
  perColumn: readonly (readonly PlacedBlock[])[];
  byId: ReadonlyMap<number, PlacedBlock>;
  agendaById: ReadonlyMap<number, GridAgenda>;
  targetOf: (column: number, start: number, end: number) => SlotTarget;
  /** The slot under a DOM target; `handle` when the pointer (at `clientY`) is on its bottom edge, which resizes. */
  slotFromTarget: (target: EventTarget | null, clientY?: number) => { block: PlacedBlock; handle: boolean } | null;
  /** The place under the pointer and, on a time grid, its minute (null in rows: a place is a whole day); null off the places. */
  pointAt: (grid: HTMLElement, clientX: number, clientY: number) => { column: number; minutes: number | null } | null;
  /** Where the ghost of a place is drawn. */
  ghostBox: (grid: HTMLElement, column: number, start: number, end: number) => GhostBox | null;
}

/** Height of a block's bottom edge that resizes it, px. */
const RESIZE_EDGE = 6;

/** The slot element under a DOM target and its block; `handle` when `clientY` is on its bottom edge. */
export function slotUnder(byId: ReadonlyMap<number, PlacedBlock>, target: EventTarget | null, clientY?: number): { block: PlacedBlock; handle: boolean } | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-slot-id]') : null;
  const block = element ? byId.get(Number(element.dataset.slotId)) : undefined;
  if (!block || !element) return null;
  const handle = clientY !== undefined && !block.event.isBackground && clientY >= element.getBoundingClientRect().bottom - RESIZE_EDGE;
  return { block, handle };
}

/** The slot times of a place. */
export function targetIn(columns: readonly GridColumn[], column: number, start: number, end: number): SlotTarget {
  const col = columns[column]!;
  return { date: col.date, agendaId: col.agendaId, startTime: toTime(start), endTime: toTime(end) };
}

/** What both layouts point at alike: a place's slot times, and the slot under the pointer. */
export function surfaceCommon(
  base: Pick<SlotSurface, 'columns' | 'rowLength' | 'hours' | 'perColumn' | 'byId' | 'agendaById'>,
): Omit<SlotSurface, 'pointAt' | 'ghostBox'> {
  return {
    ...base,
    count: base.columns.length,
    targetOf: (column, start, end) => targetIn(base.columns, column, start, end),
    slotFromTarget: (target, clientY) => slotUnder(base.byId, target, clientY),
  };
}

/** What the time grid and the week of agendas in rows both take from the calendar. */
export interface SlotGridProps {
  days: readonly string[];
  agendas: readonly GridAgenda[];
  events: readonly CalendarEvent[];
  hours: GridHours;
  /** Default length of a new slot, minutes. */
  slotMinutes: number;
  onOpen: (slot: CalendarEvent) => void;
  /** A click (or a drag) on free space: the place and times of a new slot. */
  onCreate: (target: SlotTarget) => void;
  onMove: (slot: CalendarEvent, target: SlotTarget) => void;
  onDelete: (slot: CalendarEvent) => void;
  onHoverSlot: (slot: CalendarEvent | null, rect: DOMRect | null) => void;
}
