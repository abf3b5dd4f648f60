import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { formatDay } from '../../../shared/i18n/calendar-lite';
import { toMinutes, toTime } from '../calendar/dates';
import type { CalendarEvent } from '../calendar/merge';
import { isArrowKey, neighbourBlock, stepPlace, type Place } from '../calendar/moves';
import { gridMessages as m } from '../grid-messages';
import type { SlotSurface, SlotTarget } from './slot-surface';

/** A keyboard move in progress (Alt+arrows), confirmed by Enter, dropped by Escape. */
interface Draft extends Place {
  slot: CalendarEvent;
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
  placeGhost: (column: number, start: number, end: number, reveal: boolean) => void;
  hideGhost: () => void;
}

/**
 * The grid's keyboard: arrows go from slot to slot, Alt+arrows move the focused slot (Alt+Shift+↑↓
 * resize it) as a draft announced to screen readers, Enter confirms it (or opens the slot), Escape
 * drops it, Delete deletes the slot. A focused slot shows its tooltip. On a time grid Alt+↑↓ change
 * the time and Alt+←→ the column; in the agendas' rows Alt+←→ change the day and Alt+↑↓ the agenda.
 */
export function useSlotKeyboard(surface: SlotSurface, options: SlotKeyboardOptions) {
  const { columns, perColumn, agendaById, rowLength, targetOf, slotFromTarget } = surface;
  const { readOnly, onOpen, onMove, onDelete, onHoverSlot, focusSlot, setActiveId, placeGhost, hideGhost } = options;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const describeDraft = (next: Draft) => {
    const col = columns[next.column]!;
    setAnnouncement(m.moveDraft(formatDay(col.date, 'weekdayDayMonth'), toTime(next.start), toTime(next.end), agendaById.get(col.agendaId)?.name ?? ''));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const hit = slotFromTarget(e.target);
    if (!hit) return;
    const { block } = hit;
    const { event } = block;
    const { key } = e;
    if (e.altKey && isArrowKey(key) && !event.isBackground && !readOnly) {
      e.preventDefault();
      const base = draft && draft.slot.id === event.id ? draft : { slot: event, column: block.column, start: toMinutes(event.schedule.startTime), end: toMinutes(event.schedule.endTime) };
      const next = { ...base, ...stepPlace(base, key, e.shiftKey, surface) };
      // The tooltip would hide the ghost, as the mouse's drag hides it.
      if (!draft) onHoverSlot(null, null);
      setDraft(next);
      placeGhost(next.column, next.start, next.end, true);
      describeDraft(next);
      return;
    }
    if (isArrowKey(key)) {
      e.preventDefault();
      const next = neighbourBlock(perColumn, block, key, rowLength);
      if (next) focusSlot(next.event.id);
      return;
    }
    if (key === 'Escape' && draft) {
      e.preventDefault();
      setDraft(null);
      hideGhost();
      setAnnouncement(m.moveCancelled);
      return;
    }
    if (key === 'Enter' || key === ' ') {
      e.preventDefault();
      if (draft && draft.slot.id === event.id) {
        setDraft(null);
        hideGhost();
        onMove(event, targetOf(draft.column, draft.start, draft.end));
      } else onOpen(event);
      return;
    }
    if ((key === 'Delete' || key === 'Backspace') && !readOnly) {
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
