import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { toMinutes, toTime } from '../calendar/dates';
import type { PlacedBlock } from '../calendar/layout';
import type { CalendarEvent } from '../calendar/merge';
import { PX, STEP, type SlotTarget, type TimeGridLayout } from './useTimeGridLayout';

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
 * space selects the new slot's times, a drag of a slot moves it (of its bottom edge, resizes it), a
 * click opens it and a pause over it shows its tooltip. The move is drawn by one ghost element
 * updated directly, without re-rendering.
 */
export function useSlotDrag({ count, hours, targetOf, slotFromTarget }: TimeGridLayout, { slotMinutes, readOnly, onOpen, onCreate, onMove, onHoverSlot }: SlotDragOptions) {
  const gridRef = useRef<HTMLDivElement>(null);
  const ghostRef = useRef<HTMLDivElement>(null);
  const drag = useRef<SlotDragState | null>(null);
  /** A drag across free space: the range it selects becomes the new slot's times. */
  const selecting = useRef<{ column: number; anchor: number; x: number; y: number; moved: boolean; pointerId: number } | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The click that follows a pointer gesture on a slot must not create a slot. */
  const swallowClick = useRef(false);

  const pointAt = (clientX: number, clientY: number) => {
    const rect = gridRef.current!.getBoundingClientRect();
    const column = Math.min(count - 1, Math.max(0, Math.floor(((clientX - rect.left) / rect.width) * count)));
    const minutes = hours.start + Math.max(0, (clientY - rect.top) / PX);
    return { column, minutes };
  };
  const snap = (minutes: number) => Math.round(minutes / STEP) * STEP;
  const placeGhost = (column: number, start: number, end: number) => {
    const ghost = ghostRef.current;
    if (!ghost) return;
    ghost.hidden = false;
    ghost.style.top = `${(start - hours.start) * PX}px`;
    ghost.style.height = `${Math.max((end - start) * PX, 14)}px`;
    ghost.style.left = `${(column / count) * 100}%`;
    ghost.style.width = `${100 / count}%`;
    ghost.textContent = `${toTime(start)}–${toTime(end)}`;
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
      if (readOnly) return;
      const { column, minutes } = pointAt(e.clientX, e.clientY);
      selecting.current = { column, anchor: minutes, x: e.clientX, y: e.clientY, moved: false, pointerId: e.pointerId };
      gridRef.current?.setPointerCapture?.(e.pointerId);
      return;
    }
    drag.current = { block: hit.block, mode: hit.handle ? 'resize' : 'move', x: e.clientX, y: e.clientY, moved: false, pointerId: e.pointerId };
    gridRef.current?.setPointerCapture?.(e.pointerId);
  };

  const draggedPlace = (state: SlotDragState, e: PointerEvent<HTMLDivElement>) => {
    const { event } = state.block;
    const start = toMinutes(event.schedule.startTime);
    const end = toMinutes(event.schedule.endTime);
    const deltaMinutes = snap((e.clientY - state.y) / PX);
    if (state.mode === 'resize') return { column: state.block.column, start, end: Math.max(start + STEP, end + deltaMinutes) };
    const { column } = pointAt(e.clientX, e.clientY);
    const length = end - start;
    const newStart = Math.min(Math.max(hours.start, start + deltaMinutes), hours.end - length);
    return { column, start: newStart, end: newStart + length };
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const range = selecting.current;
    if (range && range.pointerId === e.pointerId) {
      if (!range.moved && Math.abs(e.clientY - range.y) < 5) return;
      range.moved = true;
      const { start, end } = selectedRange(range.anchor, pointAt(e.clientX, e.clientY).minutes);
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
      const { start, end } = selectedRange(range.anchor, pointAt(e.clientX, e.clientY).minutes);
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
    if (slotFromTarget(e.target) || readOnly) return;
    const { column, minutes } = pointAt(e.clientX, e.clientY);
    const start = Math.floor((minutes - 0.001) / STEP) * STEP;
    onCreate(targetOf(column, start, Math.min(start + slotMinutes, hours.end)));
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
