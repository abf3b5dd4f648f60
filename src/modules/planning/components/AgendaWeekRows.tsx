import { memo, useDeferredValue, useMemo, type MouseEvent } from 'react';
import { formatDay, shortDayLabel } from '../../../shared/i18n/calendar-lite';
import { cx } from '../../../shared/ui/cx';
import { visuallyHidden } from '../../../shared/ui/VisuallyHidden.css';
import { isoDay } from '../calendar/dates';
import { eventTitle, learnersText, slotLabel } from '../calendar/labels';
import type { CalendarEvent } from '../calendar/merge';
import { gridMessages as g } from '../grid-messages';
import { usePaintMark } from '../paint-mark';
import type { GridAgenda } from './TimeGrid';
import * as styles from './AgendaWeekRows.css';
import * as status from './slotStatus.css';

export interface AgendaWeekRowsProps {
  days: readonly string[];
  agendas: readonly GridAgenda[];
  events: readonly CalendarEvent[];
  onOpen: (slot: CalendarEvent) => void;
  /** A click on the free space of a day of an agenda. */
  onCreateDay: (agendaId: number, date: string) => void;
  label: string;
}


/** The events of each agenda's day, keyed `agendaId|date`, in time order. */
function bucket(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const cells = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const key = `${event.agenda.id}|${event.date}`;
    const list = cells.get(key);
    if (list) list.push(event);
    else cells.set(key, [event]);
  }
  for (const list of cells.values()) list.sort((a, b) => a.schedule.startTime.localeCompare(b.schedule.startTime) || a.id - b.id);
  return cells;
}

/**
 * Week view of several agendas, agendas as rows and days as columns (the resource view of planning
 * tools): each cell lists its slots in full, so six agendas over seven days stay readable, where a
 * time grid would need 42 narrow columns.
 */
export const AgendaWeekRows = memo(function AgendaWeekRows({ days, agendas, events, onOpen, onCreateDay, label }: AgendaWeekRowsProps) {
  const deferred = useDeferredValue(events);
  const cells = useMemo(() => bucket(deferred), [deferred]);
  usePaintMark(cells);
  const todayIso = isoDay(new Date());
  const byId = useMemo(() => new Map(deferred.map((e) => [e.id, e])), [deferred]);
  const onCellClick = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    const button = target.closest<HTMLElement>('[data-slot-id]');
    if (button) {
      const event = byId.get(Number(button.dataset.slotId));
      if (event) onOpen(event);
      return;
    }
    const cell = target.closest<HTMLElement>('[data-agenda-id]');
    if (cell?.dataset.date) onCreateDay(Number(cell.dataset.agendaId), cell.dataset.date);
  };
  return (
    <div className={styles.scroller}>
      <div
        className={styles.grid}
        role="grid"
        aria-label={label}
        data-slot-count={agendas.reduce((sum, agenda) => sum + days.reduce((n, date) => n + (cells.get(`${agenda.id}|${date}`)?.length ?? 0), 0), 0)}
        style={{ gridTemplateColumns: `${styles.AGENDA_COLUMN} repeat(${days.length}, minmax(${styles.MIN_DAY_PX}px, 1fr))`, minWidth: `calc(${styles.AGENDA_COLUMN} + ${days.length * styles.MIN_DAY_PX}px)` }}
        onClick={onCellClick}
      >
        <div role="row" style={{ display: 'contents' }}>
          <div role="columnheader" className={styles.corner}>
            <span className={visuallyHidden}>{g.agendaColumn}</span>
          </div>
          {days.map((date) => (
            <div key={date} role="columnheader" className={cx(styles.dayHeader, date === todayIso && styles.today)} aria-label={formatDay(date, 'full')}>
              {shortDayLabel(date)}
            </div>
          ))}
        </div>
        {agendas.map((agenda) => (
          <div key={agenda.id} role="row" style={{ display: 'contents' }}>
            <div role="rowheader" className={styles.agendaHeader}>
              <span className={styles.dot} style={{ background: agenda.color }} aria-hidden="true" />
              {agenda.name}
            </div>
            {days.map((date) => (
              <div key={date} role="gridcell" className={styles.cell} data-agenda-id={agenda.id} data-date={date}>
                {(cells.get(`${agenda.id}|${date}`) ?? []).map((event) => {
                  const learners = learnersText(event);
                  const shownLearners = learners && event.isExcused ? `${learners} (${g.excused.toLowerCase()})` : learners;
                  const color = event.activity?.color ?? agenda.color;
                  const time = `${event.schedule.startTime}–${event.schedule.endTime}`;
                  return (
                    <button
                      key={event.id}
                      type="button"
                      data-slot-id={event.id}
                      className={cx(styles.slot, event.isBackground && styles.background, event.status === 'cancelled' && status.cancelled, event.status === 'done' && status.done)}
                      style={event.isBackground ? undefined : { borderLeftColor: color, background: `color-mix(in srgb, ${color} 14%, white)` }}
                      aria-label={slotLabel(event, `${time} ${eventTitle(event)} ${shownLearners}`)}
                    >
                      <span className={styles.time}>{time}</span> {eventTitle(event)}
                      {/* The space keeps the words apart in the text read out (the line break is the span's). */}
                      {shownLearners && <> <span className={styles.learners}>{shownLearners}</span></>}
                    </button>
                  );
                })}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
});
