import type { ReactNode } from 'react';
import * as styles from './Badge.css';
import { cx } from './cx';
import { toneSurface, type Tone } from './tones.css';

export type BadgeTone = Tone;

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** Small status label. The tone is visual only: the text must carry the meaning. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx(styles.badge, toneSurface[tone], className)}>{children}</span>;
}
