import { cx } from './cx';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** Accessible name; without it the spinner is decorative (the caller announces the state). */
  label?: string;
  className?: string;
}

/** Rotating ring in the current text colour. */
export function Spinner({ size = 14, label, className }: SpinnerProps) {
  const a11y = label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true };
  return <span className={cx(styles.spinner, className)} style={{ width: size, height: size }} {...a11y} />;
}
