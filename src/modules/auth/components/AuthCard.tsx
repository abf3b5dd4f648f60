import type { ReactNode } from 'react';
import { Card } from '../../../shared/ui/Card';
import * as styles from './AuthCard.css';

/** The centred card of the sign-in screens (no navbar, no sidebar), inside the shell's one <main>. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <span className={styles.brand} aria-hidden="true">
          Volant
        </span>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </Card>
    </div>
  );
}
