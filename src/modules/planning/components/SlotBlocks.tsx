import { memo } from 'react';
import { cx } from '../../../shared/ui/cx';
import { eventTitle, learnersText, slotLabel } from '../calendar/labels';
import type { PlacedBlock } from '../calendar/layout';
import { gridMessages as m } from '../grid-messages';
import * as status from './slotStatus.css';
import * as styles from './TimeGrid.css';
import { PX } from './slot-surface';

/** One slot: one positioned element and one text node (time and title, then the learners); the grid delegates every handler. */
export const SlotBlock = memo(function SlotBlock({ block, columns, tabbable }: { block: PlacedBlock; columns: number; tabbable: boolean }) {
  const { event } = block;
  const color = event.activity?.color ?? event.agenda.color;
  const learners = learnersText(event);
  const title = eventTitle(event);
  const left = ((block.column + block.lane / block.lanes) / columns) * 100;
  const width = 100 / (columns * block.lanes);
  const shown = `${event.schedule.startTime} ${title}${learners ? `\n${event.isExcused ? `${learners} (${m.excused.toLowerCase()})` : learners}` : ''}`;
  return (
    <div
      role="button"
      tabIndex={tabbable ? 0 : -1}
      data-slot-id={event.id}
      aria-label={slotLabel(event, shown)}
      className={cx(styles.block, event.status === 'cancelled' && status.cancelled, event.status === 'done' && status.done, event.isExcused && styles.excused)}
      style={{
        top: block.top * PX,
        height: Math.max(block.height * PX - 1, 14),
        left: `calc(${left}% + 1px)`,
        width: `calc(${width}% - 2px)`,
        borderColor: color,
        background: `color-mix(in srgb, ${color} 16%, white)`,
      }}
    >
      {shown}
    </div>
  );
});

export const BackgroundBlock = memo(function BackgroundBlock({ block, columns }: { block: PlacedBlock; columns: number }) {
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
