import type { ReactNode } from 'react';
import * as styles from './PageHeader.css';

export interface ToolbarProps {
  /** Filters and search, at the start. */
  children?: ReactNode;
  /** Actions at the end. */
  end?: ReactNode;
}

/** Row above a list: filters on the left, actions on the right. */
export function Toolbar({ children, end }: ToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarGroup}>{children}</div>
      {end != null && <div className={styles.toolbarGroup}>{end}</div>}
    </div>
  );
}
