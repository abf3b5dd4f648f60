import * as styles from './AlertArea.css';
import { cx } from './cx';
import { Icon, type IconName } from './Icon';
import { IconButton } from './IconButton';
import { uiText } from './text';
import { toneSurface } from './tones.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertItem {
  id: string | number;
  tone: AlertTone;
  message: string;
  /** How many times it was raised while shown (shown from 2 on). */
  count?: number;
}

export interface AlertAreaProps {
  alerts: readonly AlertItem[];
  onDismiss: (id: AlertItem['id']) => void;
  dismissLabel?: string;
}

const toneIcon: Record<AlertTone, IconName> = { info: 'info', success: 'check', warning: 'alert', danger: 'alert' };

/** Fixed bottom-right stack of alerts (newest at the bottom); danger ones interrupt screen readers, others are polite. */
export function AlertArea({ alerts, onDismiss, dismissLabel = uiText.dismissAlert }: AlertAreaProps) {
  if (alerts.length === 0) return null;
  return (
    <ul className={styles.area}>
      {alerts.map((alert) => (
        <li key={alert.id} role={alert.tone === 'danger' ? 'alert' : 'status'} className={cx(styles.alert, toneSurface[alert.tone])}>
          <Icon name={toneIcon[alert.tone]} className={styles.icon} />
          <span className={styles.message}>{alert.message}</span>
          {alert.count !== undefined && alert.count > 1 && (
            <span className={styles.count} aria-label={uiText.alertRepeated(alert.count)}>
              ×{alert.count}
            </span>
          )}
          <IconButton icon="x" size="sm" label={dismissLabel} onClick={() => onDismiss(alert.id)} />
        </li>
      ))}
    </ul>
  );
}
