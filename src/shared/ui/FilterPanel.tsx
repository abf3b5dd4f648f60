import type { ReactNode } from 'react';
import * as styles from './FilterPanel.css';

/** The filters of a list: a bordered grid of fields under the toolbar, named for assistive technologies. */
export function FilterPanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.panel} role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** A full-width row of checkboxes (statuses…) under its legend. */
export function FilterChoices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The caption of a filter that is not a labelled field (e.g. a chosen learner shown as a button). */
export function FilterCaption({ children }: { children: ReactNode }) {
  return <span className={styles.legend}>{children}</span>;
}

/** The panel's last row, right-aligned (the reset button). */
export function FilterFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}
