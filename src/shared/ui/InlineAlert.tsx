import type { ReactNode } from 'react';
import { cx } from './cx';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import * as styles from './InlineAlert.css';
import { uiText } from './text';
import { toneSurface, type Tone } from './tones.css';

export interface InlineAlertProps {
  tone?: Exclude<Tone, 'neutral'>;
  title?: ReactNode;
  children: ReactNode;
  /** Shows a close button (a clearable flag, e.g. a refused deletion). */
  onDismiss?: () => void;
}

const ICONS = { info: 'info', success: 'check', warning: 'alert', danger: 'alert' } as const;

/** A message inside a screen (not the shell's alert area): a refused action, a warning about the data. */
export function InlineAlert({ tone = 'info', title, children, onDismiss }: InlineAlertProps) {
  return (
    <div className={cx(styles.box, toneSurface[tone])} role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}>
      <Icon name={ICONS[tone]} size={16} />
      <div className={styles.body}>
        {title != null && <span className={styles.title}>{title}</span>}
        {children}
      </div>
      {onDismiss && <IconButton icon="x" label={uiText.dismissAlert} size="sm" onClick={onDismiss} />}
    </div>
  );
}
