import { memo, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { formatDay, shortDayLabel } from '../../../shared/i18n/calendar-lite';
import type { Agenda } from '../../../shared/references/planning';
import { cx } from '../../../shared/ui/cx';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { isoDay, toMinutes, toTime } from '../calendar/dates';
import { layoutTimeGrid, type GridColumn, type PlacedBlock } from '../calendar/layout';
import { usePaintMark } from '../paint-mark';
import { eventTitle, learnersText } from '../calendar/labels';
import type { CalendarEvent } from '../calendar/merge';
import { gridMessages as m } from '../grid-messages';
import * as styles from './TimeGrid.css';

/** Pixels per minute (an hour is 60 px); moves and resizes snap to a quarter of an hour. */
const PX = 1;
const STEP = 15;
/** Height of a block's bottom edge that resizes it, px. */
const RESIZE_EDGE = 6;
/** Blocks drawn beyond the visible area: two columns aside, two hours above and below. */
const OVERSCAN_COLUMNS = 2;
const OVERSCAN_MINUTES = 120;

export interface SlotTarget {
  date: string;
  agendaId: number;
  startTime: string;
  endTime: string;
}

/** What the grid reads of an agenda (the calendar passes agendas, the planning embed the published ones). */
export type GridAgenda = Pick<Agenda, 'id' | 'name' | 'color' | 'dayStart' | 'dayEnd'>;

export interface TimeGridProps {
  days: readonly string[];
  agendas: readonly GridAgenda[];
  events: readonly CalendarEvent[];
  hours: { start: number; end: number };
  /** Default length of a new slot, minutes. */
  slotMinutes: number;
  onOpen: (slot: CalendarEvent) => void;
  onCreate: (target: SlotTarget) => void;
  onMove: (slot: CalendarEvent, target: SlotTarget) => void;
  onDelete: (slot: CalendarEvent) => void;
  onHoverSlot: (slot: CalendarEvent | null, rect: DOMRect | null) => void;
  onHoverAgenda: (agendaId: number | null, date: string, rect: DOMRect | null) => void;
  /** Read-only (the public planning embed): slots open, but nothing is created, moved, resized or deleted. */
  readOnly?: boolean;
}

interface Viewport {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface Draft {
  slot: CalendarEvent;
  column: number;
  start: number;
  end: number;
}


/** One slot: one positioned element and one text node (time and title, then the learners); the grid delegates every handler. */
const SlotBlock = memo(function SlotBlock({ block, columns, tabbable }: { block: PlacedBlock; columns: number; tabbable: boolean }) {
  const { event } = block;
  const color = event.activity?.color ?? event.agenda.color;
  const learners = learnersText(event);
  const title = eventTitle(event);
  const left = ((block.column + block.lane / block.lanes) / columns) * 100;
  const width = 100 / (columns * block.lanes);
  return (
    <div
      role="button"
      tabIndex={tabbable ? 0 : -1}
      data-slot-id={event.id}
      aria-label={m.slotLabel(title, formatDay(event.date, 'weekdayDayMonth'), event.schedule.startTime, event.schedule.endTime, event.agenda.name, learners) + (event.isExcused ? `, ${m.excused}` : '') + (event.status === 'planned' ? '' : `, ${m.status[event.status]}`)}
      className={cx(styles.block, event.status === 'cancelled' && styles.cancelled, event.status === 'done' && styles.done, event.isExcused && styles.excused)}
      style={{
        top: block.top * PX,
        height: Math.max(block.height * PX - 1, 14),
        left: `calc(${left}% + 1px)`,
        width: `calc(${width}% - 2px)`,
        borderColor: color,
        background: `color-mix(in srgb, ${color} 16%, white)`,
      }}
    >
      {`${event.schedule.startTime} ${title}${learners ? `\n${event.isExcused ? `${learners} (${m.excused.toLowerCase()})` : learners}` : ''}`}
    </div>
  );
});

const BackgroundBlock = memo(function BackgroundBlock({ block, columns }: { block: PlacedBlock; columns: number }) {
  const { event } = block;
  return (
    <div
      data-slot-id={event.id}
      role="button"
      tabIndex={-1}
      aria-label={`${m.background} : ${eventTitle(event)}, ${event.schedule.startTime}–${event.schedule.endTime}, ${event.agenda.name}`}
      className={styles.background}
      style={{ top: block.top * PX, height: block.height * PX, left: `${(block.column / columns) * 100}%`, width: `${100 / columns}%` }}
    >
      {eventTitle(event)}
    </div>
  );
});

/**
 * Day and week views: a time grid whose columns are the days × the chosen agendas. Blocks are placed
 * once per data change (pure layout, memoised); the grid delegates pointer and keyboard handling, so
 * a block is a plain positioned element and thousands of them stay cheap. Drag moves (and drags of
 * the bottom edge resize) are drawn by one ghost element updated directly, without re-rendering.
 */
export const TimeGrid = memo(function TimeGrid({ days, agendas, events, hours, slotMinutes, onOpen, onCreate, onMove, onDelete, onHoverSlot, onHoverAgenda, readOnly = false }: TimeGridProps) {
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

  usePaintMark(layout);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<Viewport | null>(null);
  useLayoutEffect(() => {
    const element = scrollerRef.current;
    if (!element) return;
    const measure = () => setViewport({ left: element.scrollLeft, top: element.scrollTop, width: element.clientWidth, height: element.clientHeight });
    measure();
    let frame = 0;
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    element.addEventListener('scroll', schedule, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', schedule);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  const [activeId, setActiveId] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const gridRef = useRef<HTMLDivElement>(null);
  const ghostRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ block: PlacedBlock; mode: 'move' | 'resize'; x: number; y: number; moved: boolean; pointerId: number } | null>(null);
  /** A drag across free space: the range it selects becomes the new slot's times. */
  const selecting = useRef<{ column: number; anchor: number; x: number; y: number; moved: boolean; pointerId: number } | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The click that follows a pointer gesture on a slot must not create a slot. */
  const swallowClick = useRef(false);

  const count = columns.length;
  const height = (hours.end - hours.start) * PX;
  const tabbableId = activeId !== null && byId.has(activeId) ? activeId : (perColumn.find((list) => list.length > 0)?.[0]?.event.id ?? null);

  /** Only the blocks in and near the visible area are in the DOM (all of them when nothing is measured). */
  const rendered = useMemo(() => {
    if (!viewport || viewport.width === 0 || count === 0) return layout;
    const columnWidth = Math.max(styles.MIN_COLUMN_PX, (viewport.width - styles.GUTTER_PX) / count);
    const first = Math.max(0, Math.floor(viewport.left / columnWidth) - OVERSCAN_COLUMNS);
    const last = Math.min(count - 1, Math.ceil((viewport.left + viewport.width - styles.GUTTER_PX) / columnWidth) + OVERSCAN_COLUMNS);
    const from = viewport.top / PX - OVERSCAN_MINUTES;
    const to = (viewport.top + viewport.height) / PX + OVERSCAN_MINUTES;
    const seen = (block: PlacedBlock) => block.column >= first && block.column <= last && block.top < to && block.top + block.height > from;
    const blocks: PlacedBlock[] = [];
    for (let column = first; column <= last; column += 1) for (const block of perColumn[column]!) if (block.top < to && block.top + block.height > from) blocks.push(block);
    // The block that holds the keyboard focus stays, wherever it is.
    const kept = tabbableId === null ? undefined : byId.get(tabbableId);
    if (kept && !kept.event.isBackground && !seen(kept)) blocks.push(kept);
    return { blocks, backgrounds: layout.backgrounds.filter(seen) };
  }, [viewport, count, layout, perColumn, tabbableId, byId]);
  const todayIso = isoDay(new Date());
  const agendaById = useMemo(() => new Map(agendas.map((a) => [a.id, a])), [agendas]);

  const targetOf = (column: number, start: number, end: number): SlotTarget => {
    const col = columns[column]!;
    return { date: col.date, agendaId: col.agendaId, startTime: toTime(start), endTime: toTime(end) };
  };
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

  const slotFromTarget = (target: EventTarget | null, clientY?: number): { block: PlacedBlock; handle: boolean } | null => {
    const element = target instanceof Element ? target.closest<HTMLElement>('[data-slot-id]') : null;
    const id = element ? Number(element.dataset.slotId) : NaN;
    const block = byId.get(id);
    if (!block || !element) return null;
    // The bottom edge (drawn by ::after) resizes.
    const handle = clientY !== undefined && !block.event.isBackground && clientY >= element.getBoundingClientRect().bottom - RESIZE_EDGE;
    return { block, handle };
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

  const draggedPlace = (state: NonNullable<typeof drag.current>, e: PointerEvent<HTMLDivElement>) => {
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
      if (ghostRef.current) ghostRef.current.hidden = true;
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
    if (ghostRef.current) ghostRef.current.hidden = true;
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

  /** Moves the keyboard focus to a slot, scrolling it into view (it is rendered as the focus holder). */
  const focusSlot = (id: number) => {
    setActiveId(id);
    const block = byId.get(id);
    const scroller = scrollerRef.current;
    if (block && scroller && scroller.clientWidth > 0) {
      const columnWidth = Math.max(styles.MIN_COLUMN_PX, (scroller.clientWidth - styles.GUTTER_PX) / count);
      const left = block.column * columnWidth;
      if (left < scroller.scrollLeft || left + columnWidth > scroller.scrollLeft + scroller.clientWidth - styles.GUTTER_PX) scroller.scrollLeft = Math.max(0, left - columnWidth);
    }
    requestAnimationFrame(() => {
      const element = gridRef.current?.querySelector<HTMLElement>(`[data-slot-id="${id}"]`);
      element?.focus({ preventScroll: false });
    });
  };

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
      if (ghostRef.current) ghostRef.current.hidden = true;
      setAnnouncement(m.moveCancelled);
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (draft && draft.slot.id === event.id) {
        setDraft(null);
        if (ghostRef.current) ghostRef.current.hidden = true;
        onMove(event, targetOf(draft.column, draft.start, draft.end));
      } else onOpen(event);
      return;
    }
    if ((e.key === 'Delete' || e.key === 'Backspace') && !readOnly) {
      e.preventDefault();
      onDelete(event);
    }
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

  const hourMarks = [];
  for (let minute = hours.start; minute < hours.end; minute += 60) hourMarks.push(minute);
  const multi = agendas.length > 1;
  const gridTemplate = `repeat(${count}, minmax(${styles.MIN_COLUMN_PX}px, 1fr))`;
  const now = new Date();
  const nowMinutes = now.getHours() * 60 + now.getMinutes();
  const todayIndex = days.indexOf(todayIso);

  return (
    <div ref={scrollerRef} className={styles.scroller}>
      <div className={styles.inner} style={{ minWidth: styles.GUTTER_PX + count * styles.MIN_COLUMN_PX }}>
        <div className={styles.header}>
          <div className={styles.corner} />
          <div className={styles.headerColumns} style={{ gridTemplateColumns: gridTemplate }}>
            {days.map((date) => (
              <div key={date} className={cx(styles.dayHeader, date === todayIso && styles.today)} style={{ gridColumn: `span ${agendas.length}` }}>
                {days.length === 1 ? formatDay(date, 'weekdayDayMonth') : shortDayLabel(date)}
              </div>
            ))}
            {multi &&
              days.flatMap((date) =>
                agendas.map((agenda) => (
                  <div
                    key={`${date}-${agenda.id}`}
                    className={styles.agendaHeader}
                    title={agenda.name}
                    onPointerEnter={(e) => onHoverAgenda(agenda.id, date, e.currentTarget.getBoundingClientRect())}
                    onPointerLeave={() => onHoverAgenda(null, date, null)}
                  >
                    <span className={styles.dot} style={{ background: agenda.color }} aria-hidden="true" />
                    {agenda.name}
                  </div>
                )),
              )}
          </div>
        </div>
        <div className={styles.body} style={{ height }}>
          <div className={styles.gutter} aria-hidden="true">
            {hourMarks.map((minute) => (
              <span key={minute} className={styles.hourLabel} style={{ top: (minute - hours.start) * PX }}>
                {minute > hours.start ? toTime(minute) : ''}
              </span>
            ))}
          </div>
          <div
            ref={gridRef}
            className={styles.columns}
            style={{ gridTemplateColumns: gridTemplate }}
            role="group"
            aria-label={m.calendarLabel}
            aria-describedby="planning-grid-help"
            data-slot-count={layout.blocks.length}
            data-rendered-count={rendered.blocks.length}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              drag.current = null;
              selecting.current = null;
              if (ghostRef.current) ghostRef.current.hidden = true;
            }}
            onPointerOver={onPointerOver}
            onPointerLeave={onPointerLeave}
            onClick={onClick}
            onKeyDown={onKeyDown}
            onFocus={(e) => {
              const hit = slotFromTarget(e.target);
              if (hit) {
                setActiveId(hit.block.event.id);
                onHoverSlot(hit.block.event, (e.target as Element).getBoundingClientRect());
              }
            }}
            onBlur={() => onHoverSlot(null, null)}
          >
            {columns.map((column, index) => {
              const agenda = agendaById.get(column.agendaId);
              const open = agenda ? toMinutes(agenda.dayStart) : hours.start;
              const close = agenda ? toMinutes(agenda.dayEnd) : hours.end;
              return (
                <div key={`${column.date}-${column.agendaId}`} className={cx(styles.column, index % agendas.length === 0 && styles.dayStart)}>
                  {open > hours.start && <div className={styles.closed} style={{ top: 0, height: (open - hours.start) * PX }} />}
                  {close < hours.end && <div className={styles.closed} style={{ top: (close - hours.start) * PX, bottom: 0 }} />}
                </div>
              );
            })}
            {todayIndex >= 0 && nowMinutes > hours.start && nowMinutes < hours.end && (
              <div
                className={styles.nowLine}
                style={{ top: (nowMinutes - hours.start) * PX, left: `${((todayIndex * agendas.length) / count) * 100}%`, width: `${(agendas.length / count) * 100}%` }}
                aria-hidden="true"
              />
            )}
            {rendered.backgrounds.map((block) => (
              <BackgroundBlock key={block.event.id} block={block} columns={count} />
            ))}
            {rendered.blocks.map((block) => (
              <SlotBlock key={block.event.id} block={block} columns={count} tabbable={block.event.id === tabbableId} />
            ))}
            <div ref={ghostRef} className={styles.ghost} hidden aria-hidden="true" />
          </div>
        </div>
      </div>
      <VisuallyHidden>
        <p id="planning-grid-help">{readOnly ? m.gridHelpReadOnly : m.gridHelp}</p>
        <p aria-live="polite">{announcement}</p>
      </VisuallyHidden>
    </div>
  );
});
