import { memo, useRef, useState } from 'react';
import { formatDay, shortDayLabel } from '../../../shared/i18n/calendar-lite';
import { cx } from '../../../shared/ui/cx';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { visuallyHidden } from '../../../shared/ui/VisuallyHidden.css';
import { isoDay } from '../calendar/dates';
import { eventTitle, learnersText, slotLabel } from '../calendar/labels';
import type { PlacedBlock } from '../calendar/layout';
import type { CalendarEvent } from '../calendar/merge';
import { gridMessages as g } from '../grid-messages';
import * as styles from './AgendaWeekRows.css';
import type { GridAgenda, SlotGridProps } from './slot-surface';
import { ghost } from './TimeGrid.css';
import { useAgendaRowsLayout } from './useAgendaRowsLayout';
import { useAgendaRowsViewport } from './useAgendaRowsViewport';
import { useSlotDrag } from './useSlotDrag';
import { useSlotKeyboard } from './useSlotKeyboard';
import * as status from './slotStatus.css';

export interface AgendaWeekRowsProps extends SlotGridProps {
  label: string;
}

/**
 * Week view of several agendas, agendas as rows and days as columns (the resource view of planning
 * tools): each cell lists its slots in full, so six agendas over seven days stay readable, where a
 * time grid would need 42 narrow columns. Slots move to another day or agenda and resize by the
 * mouse and the keyboard of the time grid (useSlotDrag, useSlotKeyboard) over this layout's places.
 * Only the rows in view are drawn (useAgendaRowsViewport): sixty agendas stay a few hundred blocks.
 */
export const AgendaWeekRows = memo(function AgendaWeekRows({ days, agendas, events, hours, slotMinutes, onOpen, onCreate, onMove, onDelete, onHoverSlot, label }: AgendaWeekRowsProps) {
  const surface = useAgendaRowsLayout(days, agendas, events, hours);
  const { cells, byId, perColumn } = surface;
  const [activeId, setActiveId] = useState<number | null>(null);
  const active = activeId === null ? undefined : byId.get(activeId);
  // The slot the keyboard left keeps its row drawn; otherwise Tab enters at the first drawn slot.
  const viewport = useAgendaRowsViewport(cells, days.length, agendas.length, active ? Math.floor(active.column / days.length) : null);
  const tabbableId = active ? active.event.id : firstSlotOf(viewport.rows, perColumn, days.length);
  const pointer = useSlotDrag(surface, { slotMinutes, readOnly: false, onOpen, onCreate, onMove, onHoverSlot });
  const focusTimer = useRef(0);
  const focusSlot = (id: number) => {
    setActiveId(id);
    const block = byId.get(id);
    if (block) viewport.showRow(Math.floor(block.column / days.length));
    cancelAnimationFrame(focusTimer.current);
    focusTimer.current = requestAnimationFrame(() => pointer.gridRef.current?.querySelector<HTMLElement>(`[data-slot-id="${id}"]`)?.focus());
  };
  const keyboard = useSlotKeyboard(surface, { readOnly: false, onOpen, onMove, onDelete, onHoverSlot, focusSlot, setActiveId, placeGhost: pointer.placeGhost, hideGhost: pointer.hideGhost });
  const todayIso = isoDay(new Date());
  const columnsTemplate = `${styles.AGENDA_COLUMN} repeat(${days.length}, minmax(${styles.MIN_DAY_PX}px, 1fr))`;
  return (
    <div ref={viewport.scrollerRef} className={styles.scroller}>
      <div
        ref={pointer.gridRef}
        className={styles.grid}
        role="grid"
        aria-label={label}
        aria-describedby="planning-rows-help"
        aria-rowcount={agendas.length + 1}
        data-slot-count={byId.size}
        style={{ minWidth: `calc(${styles.AGENDA_COLUMN} + ${days.length * styles.MIN_DAY_PX}px)` }}
        {...pointer.handlers}
        {...keyboard.handlers}
      >
        <div ref={viewport.headerRef} role="row" aria-rowindex={1} className={cx(styles.row, styles.headerRow)} style={{ gridTemplateColumns: columnsTemplate }}>
          <div role="columnheader" className={styles.corner}>
            <span className={visuallyHidden}>{g.agendaColumn}</span>
          </div>
          {days.map((date) => (
            <div key={date} role="columnheader" className={cx(styles.dayHeader, date === todayIso && styles.today)} aria-label={formatDay(date, 'full')}>
              {shortDayLabel(date)}
            </div>
          ))}
        </div>
        {/* Only the rows in and near the scroller's view are drawn (useAgendaRowsViewport), each at its measured place. */}
        <div role="rowgroup" className={styles.body} style={{ height: viewport.height }}>
          {viewport.rows.map(({ index: row, key, start }) => (
            <AgendaRow
              key={key}
              row={row}
              agenda={agendas[row]!}
              days={days}
              cells={cells}
              template={columnsTemplate}
              top={viewport.topOf(start)}
              tabbableId={tabbableId}
              measure={viewport.measureRow}
            />
          ))}
        </div>
        <div ref={pointer.ghostRef} className={ghost} hidden aria-hidden="true" />
      </div>
      <VisuallyHidden>
        <p id="planning-rows-help">{g.rowsHelp}</p>
        <p aria-live="polite">{keyboard.announcement}</p>
      </VisuallyHidden>
    </div>
  );
});

interface AgendaRowProps {
  row: number;
  agenda: GridAgenda;
  days: readonly string[];
  cells: readonly (readonly PlacedBlock[])[];
  template: string;
  top: number;
  tabbableId: number | null;
  measure: (element: HTMLDivElement | null) => void;
}

/** An agenda's week: its name, then a cell per day listing its slots; drawn again only when its own props change (not at every scroll). */
const AgendaRow = memo(function AgendaRow({ row, agenda, days, cells, template, top, tabbableId, measure }: AgendaRowProps) {
  return (
    <div ref={measure} data-index={row} role="row" aria-rowindex={row + 2} className={cx(styles.row, styles.bodyRow)} style={{ gridTemplateColumns: template, top }}>
      <div role="rowheader" className={styles.agendaHeader}>
        <span className={styles.dot} style={{ background: agenda.color }} aria-hidden="true" />
        {agenda.name}
      </div>
      {days.map((date, day) => {
        const column = row * days.length + day;
        return (
          <div key={date} role="gridcell" className={styles.cell} data-column={column}>
            {/* The cell's name comes from its content (an aria-label would hide the slots' visible text, WCAG 2.5.3). */}
            <span className={visuallyHidden}>{`${agenda.name}, ${formatDay(date, 'weekdayDayMonth')}`}</span>
            {cells[column]!.map(({ event }) => (
              <RowSlot key={event.id} event={event} color={event.activity?.color ?? agenda.color} tabbable={event.id === tabbableId} />
            ))}
          </div>
        );
      })}
    </div>
  );
});

/** The first slot (backgrounds apart) of the first drawn row that has one. */
function firstSlotOf(rows: readonly { index: number }[], perColumn: readonly (readonly PlacedBlock[])[], rowLength: number): number | null {
  for (const { index } of rows) {
    for (let day = 0; day < rowLength; day += 1) {
      const first = perColumn[index * rowLength + day]?.[0];
      if (first) return first.event.id;
    }
  }
  return null;
}

/** One slot of a day: its times, title and learners written out; the grid delegates every handler. */
const RowSlot = memo(function RowSlot({ event, color, tabbable }: { event: CalendarEvent; color: string; tabbable: boolean }) {
  const learners = learnersText(event);
  const title = eventTitle(event);
  return (
    <div
      role="button"
      tabIndex={tabbable ? 0 : -1}
      data-slot-id={event.id}
      className={cx(styles.slot, event.isBackground && styles.background, event.status === 'cancelled' && status.cancelled, event.status === 'done' && status.done)}
      style={event.isBackground ? undefined : { borderLeftColor: color, background: `color-mix(in srgb, ${color} 14%, white)` }}
      aria-label={slotLabel(event, `${event.schedule.startTime}–${event.schedule.endTime} ${title} ${learners && event.isExcused ? `${learners} (${g.excused.toLowerCase()})` : learners}`)}
    >
      <span className={styles.time}>{`${event.schedule.startTime}–${event.schedule.endTime}`}</span> {title}
      {/* The space keeps the words apart in the text read out (the line break is the span's). */}
      {learners && <> <span className={styles.learners}>{event.isExcused ? `${learners} (${g.excused.toLowerCase()})` : learners}</span></>}
    </div>
  );
});
