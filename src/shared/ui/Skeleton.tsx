import { cx } from './cx';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** CSS width (default 100%). */
  width?: string | number;
  /** CSS height (default one line of text). */
  height?: string | number;
  className?: string;
}

/** Grey placeholder block shown while content loads; hidden from assistive tech. */
export function Skeleton({ width = '100%', height, className }: SkeletonProps) {
  return <span className={cx(styles.skeleton, className)} style={{ width, height }} aria-hidden="true" />;
}
