import { memo } from 'react';
import { formatDay, shortDayLabel } from '../../../shared/i18n/calendar-lite';
import { cx } from '../../../shared/ui/cx';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { isoDay, toMinutes, toTime } from '../calendar/dates';
import { gridMessages as m } from '../grid-messages';
import { BackgroundBlock, SlotBlock } from './SlotBlocks';
import * as styles from './TimeGrid.css';
import { useSlotDrag } from './useSlotDrag';
import { useSlotKeyboard } from './useSlotKeyboard';
import { PX, type SlotGridProps } from './slot-surface';
import { useTimeGridLayout } from './useTimeGridLayout';
import { useTimeGridViewport } from './useTimeGridViewport';

export type { GridAgenda, SlotTarget } from './slot-surface';

export interface TimeGridProps extends SlotGridProps {
  onHoverAgenda: (agendaId: number | null, date: string, rect: DOMRect | null) => void;
  /** Read-only (the public planning embed): slots open, but nothing is created, moved, resized or deleted. */
  readOnly?: boolean;
}

/**
 * Day and week views: a time grid whose columns are the days × the chosen agendas. The pieces:
 * where blocks sit (useTimeGridLayout), which of them the scroller shows (useTimeGridViewport), the
 * mouse (useSlotDrag) and the keyboard (useSlotKeyboard). The grid delegates pointer and keyboard
 * handling, so a block is a plain positioned element and thousands of them stay cheap.
 */
export const TimeGrid = memo(function TimeGrid({ days, agendas, events, hours, slotMinutes, onOpen, onCreate, onMove, onDelete, onHoverSlot, onHoverAgenda, readOnly = false }: TimeGridProps) {
  const grid = useTimeGridLayout(days, agendas, events, hours);
  const { columns, count, layout, agendaById } = grid;
  const { scrollerRef, rendered, tabbableId, setActiveId, focusSlot } = useTimeGridViewport(grid);
  const pointer = useSlotDrag(grid, { slotMinutes, readOnly, onOpen, onCreate, onMove, onHoverSlot });
  const keyboard = useSlotKeyboard(grid, { readOnly, onOpen, onMove, onDelete, onHoverSlot, focusSlot, setActiveId, placeGhost: pointer.placeGhost, hideGhost: pointer.hideGhost });

  const height = (hours.end - hours.start) * PX;
  const todayIso = isoDay(new Date());
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
            ref={pointer.gridRef}
            className={styles.columns}
            style={{ gridTemplateColumns: gridTemplate }}
            role="group"
            aria-label={m.calendarLabel}
            aria-describedby="planning-grid-help"
            data-slot-count={layout.blocks.length}
            data-rendered-count={rendered.blocks.length}
            {...pointer.handlers}
            {...keyboard.handlers}
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
            <div ref={pointer.ghostRef} className={styles.ghost} hidden aria-hidden="true" />
          </div>
        </div>
      </div>
      <VisuallyHidden>
        <p id="planning-grid-help">{readOnly ? m.gridHelpReadOnly : m.gridHelp}</p>
        <p aria-live="polite">{keyboard.announcement}</p>
      </VisuallyHidden>
    </div>
  );
});
