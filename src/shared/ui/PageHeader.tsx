import type { ReactNode } from 'react';
import * as styles from './PageHeader.css';
import { uiText } from './text';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  /** Links to the parent pages, wrapped in a labelled nav. */
  breadcrumb?: ReactNode;
  breadcrumbLabel?: string;
}

/** Top of a screen: breadcrumb, h1 title, subtitle and actions. */
export function PageHeader({ title, subtitle, actions, breadcrumb, breadcrumbLabel = uiText.breadcrumb }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {breadcrumb != null && (
        <nav aria-label={breadcrumbLabel} className={styles.breadcrumb}>
          {breadcrumb}
        </nav>
      )}
      <div className={styles.row}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {subtitle != null && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions != null && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
}
