import { formatDateTime } from '../../../shared/i18n/format';
import { Skeleton } from '../../../shared/ui';
import { antsMessages, antsStatusLabels } from '../messages';
import { ANTS_STATUSES } from '../schema';
import type { AntsStatistics, AntsStatus } from '../types';
import * as styles from './AntsCounters.css';

export interface AntsCountersProps {
  statistics: AntsStatistics | undefined;
  /** The status the list is filtered on. */
  active: AntsStatus | null;
  onSelect: (status: AntsStatus | null) => void;
}

/** Every counter of the statistics (spec part 2 §3); choosing one filters the list on that status. */
export function AntsCounters({ statistics, active, onSelect }: AntsCountersProps) {
  return (
    <div>
      <ul className={styles.grid} aria-label={antsMessages.statisticsLabel}>
        {ANTS_STATUSES.map((status) => (
          <li key={status}>
            <button type="button" className={styles.counter} aria-pressed={active === status} onClick={() => onSelect(active === status ? null : status)}>
              <span className={styles.figure}>{statistics ? statistics[status] : <Skeleton width="2ch" />}</span>
              <span className={styles.label}>{antsStatusLabels[status]}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.summary}>
        <span>
          {antsMessages.changedRequests} : <span className={styles.strong}>{statistics?.changedRequests ?? '…'}</span>
        </span>
        <span>
          {antsMessages.lastSync} :{' '}
          <span className={styles.strong}>{statistics ? (statistics.lastSyncDate ? formatDateTime(statistics.lastSyncDate) : antsMessages.neverSynced) : '…'}</span>
        </span>
      </p>
    </div>
  );
}
