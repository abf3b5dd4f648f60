import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import * as styles from './Layout.css';

type Space = keyof typeof styles.gap;

export interface LayoutProps extends ComponentPropsWithRef<'div'> {
  gap?: Space;
  align?: keyof typeof styles.align;
  justify?: keyof typeof styles.justify;
}

/** Vertical flex stack with a theme gap. */
export function Stack({ gap = 'md', align, justify, className, ...rest }: LayoutProps) {
  return (
    <div className={cx(styles.stack, styles.gap[gap], align && styles.align[align], justify && styles.justify[justify], className)} {...rest} />
  );
}

/** Horizontal wrapping row with a theme gap, items centred by default. */
export function Inline({ gap = 'sm', align, justify, className, ...rest }: LayoutProps) {
  return (
    <div className={cx(styles.inline, styles.gap[gap], align && styles.align[align], justify && styles.justify[justify], className)} {...rest} />
  );
}
