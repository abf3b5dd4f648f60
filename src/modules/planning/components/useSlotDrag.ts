import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { toMinutes, toTime } from '../calendar/dates';
import type { PlacedBlock } from '../calendar/layout';
import type { CalendarEvent } from '../calendar/merge';
import { defaultStart, dropPlace, STEP, type Place } from '../calendar/moves';
import { PX, type SlotSurface, type SlotTarget } from './slot-surface';

interface SlotDragOptions {
  /** Default length of a new slot, minutes. */
  slotMinutes: number;
  readOnly: boolean;
  onOpen: (slot: CalendarEvent) => void;
  onCreate: (target: SlotTarget) => void;
  onMove: (slot: CalendarEvent, target: SlotTarget) => void;
  onHoverSlot: (slot: CalendarEvent | null, rect: DOMRect | null) => void;
}

interface SlotDragState {
  block: PlacedBlock;
  mode: 'move' | 'resize';
  x: number;
  y: number;
  moved: boolean;
  pointerId: number;
}

/**
 * The grid's mouse: a click on free space creates a slot of the default length, a drag across free
 * space of a time grid selects the new slot's times, a drag of a slot moves it (of its bottom edge,
 * resizes it), a click opens it and a pause over it shows its tooltip. The move is drawn by one ghost
 * element updated directly, without re-rendering. The surface says where places are (a time grid's
 * columns and minutes, or the days of the agendas' rows).
 */
export function useSlotDrag(surface: SlotSurface, { slotMinutes, readOnly, onOpen, onCreate, onMove, onHoverSlot }: SlotDragOptions) {
  const { hours, targetOf, slotFromTarget } = surface;
  const gridRef = useRef<HTMLDivElement>(null);
  const ghostRef = useRef<HTMLDivElement>(null);
  const drag = useRef<SlotDragState | null>(null);
  /** A drag across free space: the range it selects becomes the new slot's times. */
  const selecting = useRef<{ column: number; anchor: number; x: number; y: number; moved: boolean; pointerId: number } | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The click that follows a pointer gesture on a slot must not create a slot. */
  const swallowClick = useRef(false);

  const pointAt = (clientX: number, clientY: number) => surface.pointAt(gridRef.current!, clientX, clientY);
  /** Draws the ghost of a place; `reveal` scrolls it into view (a keyboard move; the pointer is where the mouse's is). */
  const placeGhost = (column: number, start: number, end: number, reveal = false) => {
    const ghost = ghostRef.current;
    const box = ghost && gridRef.current ? surface.ghostBox(gridRef.current, column, start, end) : null;
    if (!ghost || !box) return;
    ghost.hidden = false;
    Object.assign(ghost.style, box);
    ghost.textContent = `${toTime(start)}–${toTime(end)}`;
    if (reveal) ghost.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  const hideGhost = () => {
    if (ghostRef.current) ghostRef.current.hidden = true;
  };

  /** The range selected from `anchor` to the pointer, in whole steps, at least one step long. */
  const selectedRange = (anchor: number, minutes: number) => {
    const from = Math.min(anchor, minutes);
    const to = Math.max(anchor, minutes);
    const start = Math.max(hours.start, Math.floor(from / STEP) * STEP);
    return { start, end: Math.min(hours.end, Math.max(start + STEP, Math.ceil(to / STEP) * STEP)) };
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    const hit = slotFromTarget(e.target, e.clientY);
    if (!hit) {
      const point = readOnly ? null : pointAt(e.clientX, e.clientY);
      // Rows have no time axis: a click there creates at the default time (onClick).
      if (!point || point.minutes === null) return;
      selecting.current = { column: point.column, anchor: point.minutes, x: e.clientX, y: e.clientY, moved: false, pointerId: e.pointerId };
      gridRef.current?.setPointerCapture?.(e.pointerId);
      return;
    }
    drag.current = { block: hit.block, mode: hit.handle ? 'resize' : 'move', x: e.clientX, y: e.clientY, moved: false, pointerId: e.pointerId };
    gridRef.current?.setPointerCapture?.(e.pointerId);
  };

  const draggedPlace = (state: SlotDragState, e: PointerEvent<HTMLDivElement>): Place => {
    const { event, column } = state.block;
    const from = { column, start: toMinutes(event.schedule.startTime), end: toMinutes(event.schedule.endTime) };
    return dropPlace(from, state.mode, { column: pointAt(e.clientX, e.clientY)?.column ?? null, deltaMinutes: (e.clientY - state.y) / PX }, surface);
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const range = selecting.current;
    if (range && range.pointerId === e.pointerId) {
      if (!range.moved && Math.abs(e.clientY - range.y) < 5) return;
      range.moved = true;
      const { start, end } = selectedRange(range.anchor, pointAt(e.clientX, e.clientY)?.minutes ?? range.anchor);
      placeGhost(range.column, start, end);
      return;
    }
    const state = drag.current;
    if (!state || state.pointerId !== e.pointerId || readOnly) return;
    if (!state.moved && Math.hypot(e.clientX - state.x, e.clientY - state.y) < 5) return;
    if (!state.moved) onHoverSlot(null, null);
    state.moved = true;
    const place = draggedPlace(state, e);
    placeGhost(place.column, place.start, place.end);
  };

  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const range = selecting.current;
    if (range && range.pointerId === e.pointerId) {
      selecting.current = null;
      hideGhost();
      if (gridRef.current?.hasPointerCapture?.(e.pointerId)) gridRef.current.releasePointerCapture(e.pointerId);
      // A plain click is left to onClick (a slot of the default length).
      if (!range.moved) return;
      swallowClick.current = true;
      const { start, end } = selectedRange(range.anchor, pointAt(e.clientX, e.clientY)?.minutes ?? range.anchor);
      onCreate(targetOf(range.column, start, end));
      return;
    }
    const state = drag.current;
    drag.current = null;
    hideGhost();
    if (!state || state.pointerId !== e.pointerId) return;
    swallowClick.current = true;
    // The capture ends with the pointer; releasing an ended one throws in Chromium.
    if (gridRef.current?.hasPointerCapture?.(e.pointerId)) gridRef.current.releasePointerCapture(e.pointerId);
    const { event } = state.block;
    if (!state.moved) {
      onOpen(event);
      return;
    }
    onHoverSlot(null, null);
    const place = draggedPlace(state, e);
    const target = targetOf(place.column, place.start, place.end);
    if (target.date === event.date && target.agendaId === event.agenda.id && target.startTime === event.schedule.startTime && target.endTime === event.schedule.endTime) return;
    onMove(event, target);
  };

  const onPointerCancel = () => {
    drag.current = null;
    selecting.current = null;
    hideGhost();
  };

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (swallowClick.current) {
      swallowClick.current = false;
      return;
    }
    // A click with no pointer gesture before it (assistive technology, a synthetic click) opens the slot.
    const hit = slotFromTarget(e.target);
    if (hit) {
      onOpen(hit.block.event);
      return;
    }
    if (readOnly) return;
    const point = pointAt(e.clientX, e.clientY);
    if (!point) return;
    const start = point.minutes === null ? defaultStart(hours, slotMinutes) : Math.floor((point.minutes - 0.001) / STEP) * STEP;
    onCreate(targetOf(point.column, start, Math.min(start + slotMinutes, hours.end)));
  };

  const onPointerOver = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) return;
    const hit = slotFromTarget(e.target);
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    if (!hit) {
      onHoverSlot(null, null);
      return;
    }
    const element = (e.target as Element).closest('[data-slot-id]')!;
    hoverTimer.current = setTimeout(() => onHoverSlot(hit.block.event, element.getBoundingClientRect()), 350);
  };
  const onPointerLeave = () => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    onHoverSlot(null, null);
  };

  return {
    gridRef,
    ghostRef,
    placeGhost,
    hideGhost,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onPointerOver, onPointerLeave, onClick },
  };
}
