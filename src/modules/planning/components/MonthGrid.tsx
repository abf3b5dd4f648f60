import { useDeferredValue, useMemo } from 'react';
import { formatDay } from '../../../shared/i18n/calendar-lite';
import { cx } from '../../../shared/ui/cx';
import { isoDay } from '../calendar/dates';
import { monthEntryText } from '../calendar/labels';
import { groupByDay } from '../calendar/layout';
import { usePaintMark } from '../paint-mark';
import type { CalendarEvent } from '../calendar/merge';
import { gridMessages as m } from '../grid-messages';
import * as styles from './MonthGrid.css';
import * as status from './slotStatus.css';

const SHOWN_PER_DAY = 3;

export interface MonthGridProps {
  days: readonly string[];
  /** The month shown (days of other months are dimmed). */
  month: string;
  agendaIds: readonly number[];
  /** Days per week shown (5 without the week-end). */
  perWeek: number;
  events: readonly CalendarEvent[];
  onOpen: (slot: CalendarEvent) => void;
  onOpenDay: (date: string) => void;
}

/** Month view: a few slots per day, each naming its learner and agenda (initials in a narrow day), and « + n autres », which opens the day. */
export function MonthGrid({ days, month, agendaIds, perWeek, events, onOpen, onOpenDay }: MonthGridProps) {
  const deferred = useDeferredValue(events);
  const byDay = useMemo(() => groupByDay(deferred, days, new Set(agendaIds)), [deferred, days, agendaIds]);
  usePaintMark(byDay);
  const monthKey = month.slice(0, 7);
  const todayIso = isoDay(new Date());
  return (
    <div className={styles.grid} style={{ gridTemplateColumns: `repeat(${perWeek}, minmax(0, 1fr))` }} role="grid" aria-label={m.calendarLabel}>
      <div role="row" style={{ display: 'contents' }}>
        {days.slice(0, perWeek).map((d) => (
          <div key={d} role="columnheader" className={styles.weekday}>
            {formatDay(d, 'weekday')}
          </div>
        ))}
      </div>
      {Array.from({ length: Math.ceil(days.length / perWeek) }, (_, week) => (
        <div key={week} role="row" style={{ display: 'contents' }}>
          {days.slice(week * perWeek, week * perWeek + perWeek).map((date) => {
            const list = byDay.get(date) ?? [];
            return (
              <div key={date} role="gridcell" className={cx(styles.cell, date.slice(0, 7) !== monthKey && styles.outside)}>
                <button type="button" className={cx(styles.dayNumber, date === todayIso && styles.today)} onClick={() => onOpenDay(date)} aria-label={formatDay(date, 'full')}>
                  {Number(date.slice(8, 10))}
                </button>
                {list.slice(0, SHOWN_PER_DAY).map((event) => {
                  const text = monthEntryText(event);
                  return (
                    <button key={event.id} type="button" className={cx(styles.item, event.status === 'cancelled' && status.cancelled)} onClick={() => onOpen(event)} aria-label={text.label} title={text.full}>
                      <span className={styles.dot} style={{ background: event.activity?.color ?? event.agenda.color }} aria-hidden="true" />
                      <span className={styles.full} aria-hidden="true">{text.full}</span>
                      <span className={styles.medium} aria-hidden="true">{text.medium}</span>
                      <span className={styles.short} aria-hidden="true">{text.short}</span>
                    </button>
                  );
                })}
                {list.length > SHOWN_PER_DAY && (
                  <button type="button" className={styles.more} onClick={() => onOpenDay(date)}>
                    {m.more(list.length - SHOWN_PER_DAY)}
                  </button>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
