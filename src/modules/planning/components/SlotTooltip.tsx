import { useSnapshot } from 'valtio';
import { dayjs } from '../../../shared/i18n/dayjs';
import { formatBalance } from '../../../shared/accounting/balance';
import { useAgendaTooltip, useOccurrenceTooltip, usePaymentDeadlinesTooltip } from '../hooks/slot';
import { planningMessages as m } from '../messages';
import { planningStore } from '../store';
import * as styles from './SlotTooltip.css';

const WIDTH = 300;

function position(x: number, y: number) {
  const left = Math.min(Math.max(8, x), (typeof window === 'undefined' ? 1280 : window.innerWidth) - WIDTH - 8);
  return { left, top: y + 6 };
}

/** The one tooltip of the calendar: the hovered (or focused) slot's occurrence and payment deadlines, or an agenda's load. */
export function CalendarTooltip() {
  const { tooltip } = useSnapshot(planningStore);
  if (!tooltip) return null;
  return tooltip.kind === 'slot' ? <SlotTip slotId={tooltip.slotId} x={tooltip.x} y={tooltip.y} /> : <AgendaTip agendaId={tooltip.agendaId} date={tooltip.date} x={tooltip.x} y={tooltip.y} />;
}

function SlotTip({ slotId, x, y }: { slotId: number; x: number; y: number }) {
  const occurrence = useOccurrenceTooltip(slotId).data;
  const deadlines = usePaymentDeadlinesTooltip(slotId).data;
  const owing = (deadlines?.learners ?? []).filter((l) => l.balance.owed > 0);
  return (
    <div role="tooltip" className={styles.tooltip} style={position(x, y)}>
      {!occurrence ? (
        <p className={styles.muted}>{m.tooltip.loading}</p>
      ) : (
        <>
          <p className={styles.heading}>{occurrence.title}</p>
          <p className={styles.muted}>
            {dayjs(occurrence.date).format('dddd D MMMM')}, {occurrence.schedule.startTime}–{occurrence.schedule.endTime} · {occurrence.agenda}
          </p>
          {occurrence.occurrence && <p className={styles.muted}>{m.details.occurrence(occurrence.occurrence.index, occurrence.occurrence.total)}</p>}
          {[occurrence.teamMember, occurrence.resource, occurrence.location].filter(Boolean).length > 0 && (
            <p className={styles.muted}>{[occurrence.teamMember, occurrence.resource, occurrence.location].filter(Boolean).join(' · ')}</p>
          )}
          {occurrence.learners.length > 0 && (
            <ul className={styles.list}>
              {occurrence.learners.map((learner) => (
                <li key={learner.id}>
                  {learner.name}
                  {learner.isExcused ? ` (${m.excused.toLowerCase()})` : ''} — {m.details.hours(learner.hoursDone, learner.hoursPlanned)}
                </li>
              ))}
            </ul>
          )}
          {owing.length > 0 && (
            <ul className={styles.list}>
              {owing.map((learner) => (
                <li key={learner.id} className={styles.due}>
                  {learner.name} : {formatBalance(learner.balance)}
                </li>
              ))}
            </ul>
          )}
          {occurrence.comment && <p className={styles.muted}>{occurrence.comment}</p>}
        </>
      )}
    </div>
  );
}

function AgendaTip({ agendaId, date, x, y }: { agendaId: number; date: string; x: number; y: number }) {
  const tip = useAgendaTooltip(agendaId, date).data;
  return (
    <div role="tooltip" className={styles.tooltip} style={position(x, y)}>
      {!tip ? (
        <p className={styles.muted}>{m.tooltip.loading}</p>
      ) : (
        <>
          <p className={styles.heading}>{tip.name}</p>
          <p className={styles.muted}>
            {tip.type} · {tip.agency} · {tip.dayStart}–{tip.dayEnd}
          </p>
          <p>{m.tooltip.day(tip.day.slotCount, m.tooltip.hours(tip.day.plannedMinutes))}</p>
          <p>{m.tooltip.week(tip.week.slotCount, m.tooltip.hours(tip.week.plannedMinutes), tip.week.learnerCount)}</p>
        </>
      )}
    </div>
  );
}
