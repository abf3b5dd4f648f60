import type { ReactNode } from 'react';
import * as styles from './Card.css';
import { cx } from './cx';

export interface StatCardProps {
  label: ReactNode;
  /** The figure, already formatted (e.g. '1 250,00 €'). */
  figure: ReactNode;
  /** Evolution text (e.g. '+12 % sur 30 jours'); `trendDirection` colours it. */
  trend?: ReactNode;
  trendDirection?: 'up' | 'down';
  className?: string;
}

/** Key figure of a dashboard. */
export function StatCard({ label, figure, trend, trendDirection, className }: StatCardProps) {
  return (
    <div className={cx(styles.card, className)}>
      <dl className={styles.statBody}>
        <dt className={styles.statLabel}>{label}</dt>
        <dd className={styles.statFigure}>
          {figure}
        </dd>
        {trend != null && (
          <dd
            className={cx(styles.statTrend, trendDirection === 'up' && styles.trendUp, trendDirection === 'down' && styles.trendDown)}
          >
            {trend}
          </dd>
        )}
      </dl>
    </div>
  );
}
