import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import * as styles from './State.css';

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  icon?: IconName;
  /** A button or link to get started. */
  action?: ReactNode;
}

/** Message shown when a list or area has nothing to show yet. */
export function EmptyState({ title, text, icon, action }: EmptyStateProps) {
  return (
    <div className={styles.state}>
      {icon && <Icon name={icon} size={32} />}
      <p className={styles.title}>{title}</p>
      {text != null && <p className={styles.text}>{text}</p>}
      {action}
    </div>
  );
}
