import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as styles from './Card.css';
import { cx } from './cx';

/** Bordered white panel. */
export function Card({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.card, className)} {...rest} />;
}

export interface SectionProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the end of the header. */
  actions?: ReactNode;
  /** Heading level of the title (h2 under the page's h1 by default). */
  level?: 2 | 3;
  children: ReactNode;
  className?: string;
}

/** A titled Card, exposed as a region named by its heading. */
export function Section({ title, description, actions, level = 2, children, className }: SectionProps) {
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={cx(styles.card, className)} aria-labelledby={titleId}>
      <div className={styles.header}>
        <div>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {description != null && <p className={styles.description}>{description}</p>}
        </div>
        {actions}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
