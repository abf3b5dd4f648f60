import { CONNECTION_STATUS, type ConnectionStatus } from '../constants';
import * as styles from './ConnectionIndicator.css';
import { connectionMessages, connectionStatusLabels } from './messages';

export interface ConnectionIndicatorProps {
  /** Name of the service, e.g. « ANTS », « Livret numérique ». */
  service: string;
  /** The value of `connectionIndicator()`. */
  status: ConnectionStatus;
  /** More detail for the tooltip (e.g. « 2 agences connectées sur 3 »). */
  detail?: string;
  /** The data is still loading. */
  loading?: boolean;
  /** On a small screen, show the dot and the service only (the navbar's room); the label is still read out. */
  compactOnSmallScreen?: boolean;
}

const DOT: Record<ConnectionStatus, keyof typeof styles.dot> = {
  [CONNECTION_STATUS.connected]: 'connected',
  [CONNECTION_STATUS.partlyConnected]: 'partial',
  [CONNECTION_STATUS.notConnected]: 'disconnected',
  [CONNECTION_STATUS.notApplicable]: 'unknown',
};

/**
 * The connection indicator (spec part 1 §4) of one service: a coloured dot, the service and the
 * French label. Pure presentation, data in props (the navbar and the status embed both render it);
 * nothing is shown when the indicator is not applicable (6).
 */
export function ConnectionIndicator({ service, status, detail, loading = false, compactOnSmallScreen = false }: ConnectionIndicatorProps) {
  if (!loading && status === CONNECTION_STATUS.notApplicable) return null;
  const label = loading ? connectionMessages.loading : connectionStatusLabels[status];
  return (
    <span className={styles.indicator} role="status" title={detail ? `${service} : ${label} — ${detail}` : `${service} : ${label}`} data-status={loading ? 'loading' : status}>
      <span className={styles.dot[loading ? 'unknown' : DOT[status]]} aria-hidden="true" />
      <span className={styles.service}>{service}</span>
      <span className={compactOnSmallScreen ? `${styles.label} ${styles.labelCompactOnSmallScreen}` : styles.label}>{label}</span>
    </span>
  );
}
