import type { ReactNode } from 'react';
import { cx } from './cx';
import * as styles from './FormLayout.css';

export interface FormGridProps {
  /** Columns on wide screens; one column below the small-screen breakpoint. */
  columns?: 1 | 2 | 3 | 4;
  className?: string;
  children: ReactNode;
}

/** Grid of form fields. */
export function FormGrid({ columns = 2, className, children }: FormGridProps) {
  return <div className={cx(styles.grid, styles.columns[columns], className)}>{children}</div>;
}

/** A FormGrid cell spanning every column. */
export function FormGridFull({ children }: { children: ReactNode }) {
  return <div className={styles.full}>{children}</div>;
}

/** Row of form buttons, aligned to the end. */
export function FormActions({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx(styles.actions, className)}>{children}</div>;
}
