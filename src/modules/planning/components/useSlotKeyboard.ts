import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { formatDay } from '../../../shared/i18n/calendar-lite';
import { toMinutes, toTime } from '../calendar/dates';
import type { PlacedBlock } from '../calendar/layout';
import type { CalendarEvent } from '../calendar/merge';
import { gridMessages as m } from '../grid-messages';
import { STEP, type SlotTarget, type TimeGridLayout } from './useTimeGridLayout';

/** A keyboard move in progress (Alt+arrows), confirmed by Enter, dropped by Escape. */
interface Draft {
  slot: CalendarEvent;
  column: number;
  start: number;
  end: number;
}

interface SlotKeyboardOptions {
  readOnly: boolean;
  onOpen: (slot: CalendarEvent) => void;
  onMove: (slot: CalendarEvent, target: SlotTarget) => void;
  onDelete: (slot: CalendarEvent) => void;
  onHoverSlot: (slot: CalendarEvent | null, rect: DOMRect | null) => void;
  /** Moves the focus to a slot (the viewport scrolls it into view). */
  focusSlot: (id: number) => void;
  /** Tells which slot holds the focus. */
  setActiveId: (id: number) => void;
  placeGhost: (column: number, start: number, end: number) => void;
  hideGhost: () => void;
}

/**
 * The grid's keyboard: arrows go from slot to slot, Alt+arrows move the focused slot (Alt+Shift+↑↓
 * resize it) as a draft announced to screen readers, Enter confirms it (or opens the slot), Escape
 * drops it, Delete deletes the slot. A focused slot shows its tooltip.
 */
export function useSlotKeyboard({ columns, count, perColumn, agendaById, hours, targetOf, slotFromTarget }: TimeGridLayout, options: SlotKeyboardOptions) {
  const { readOnly, onOpen, onMove, onDelete, onHoverSlot, focusSlot, setActiveId, placeGhost, hideGhost } = options;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const neighbour = (block: PlacedBlock, key: string): PlacedBlock | undefined => {
    const list = perColumn[block.column]!;
    const index = list.indexOf(block);
    if (key === 'ArrowDown') return list[index + 1];
    if (key === 'ArrowUp') return list[index - 1];
    const step = key === 'ArrowRight' ? 1 : -1;
    for (let c = block.column + step; c >= 0 && c < count; c += step) {
      const candidates = perColumn[c]!;
      if (candidates.length === 0) continue;
      return candidates.reduce((best, b) => (Math.abs(b.top - block.top) < Math.abs(best.top - block.top) ? b : best));
    }
    return undefined;
  };

  const describeDraft = (next: Draft) => {
    const col = columns[next.column]!;
    setAnnouncement(m.moveDraft(formatDay(col.date, 'weekdayDayMonth'), toTime(next.start), toTime(next.end), agendaById.get(col.agendaId)?.name ?? ''));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const hit = slotFromTarget(e.target);
    if (!hit) return;
    const { block } = hit;
    const { event } = block;
    const arrows = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];
    if (e.altKey && arrows.includes(e.key) && !event.isBackground && !readOnly) {
      e.preventDefault();
      const base = draft && draft.slot.id === event.id ? draft : { slot: event, column: block.column, start: toMinutes(event.schedule.startTime), end: toMinutes(event.schedule.endTime) };
      const next = { ...base };
      if (e.shiftKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
        next.end = Math.min(hours.end, Math.max(next.start + STEP, next.end + (e.key === 'ArrowDown' ? STEP : -STEP)));
      } else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
        const delta = e.key === 'ArrowDown' ? STEP : -STEP;
        if (next.start + delta >= hours.start && next.end + delta <= hours.end) {
          next.start += delta;
          next.end += delta;
        }
      } else {
        next.column = Math.min(count - 1, Math.max(0, next.column + (e.key === 'ArrowRight' ? 1 : -1)));
      }
      setDraft(next);
      placeGhost(next.column, next.start, next.end);
      describeDraft(next);
      return;
    }
    if (arrows.includes(e.key)) {
      e.preventDefault();
      const next = neighbour(block, e.key);
      if (next) focusSlot(next.event.id);
      return;
    }
    if (e.key === 'Escape' && draft) {
      e.preventDefault();
      setDraft(null);
      hideGhost();
      setAnnouncement(m.moveCancelled);
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (draft && draft.slot.id === event.id) {
        setDraft(null);
        hideGhost();
        onMove(event, targetOf(draft.column, draft.start, draft.end));
      } else onOpen(event);
      return;
    }
    if ((e.key === 'Delete' || e.key === 'Backspace') && !readOnly) {
      e.preventDefault();
      onDelete(event);
    }
  };

  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const hit = slotFromTarget(e.target);
    if (hit) {
      setActiveId(hit.block.event.id);
      onHoverSlot(hit.block.event, (e.target as Element).getBoundingClientRect());
    }
  };
  const onBlur = () => onHoverSlot(null, null);

  return { announcement, handlers: { onKeyDown, onFocus, onBlur } };
}
