import * as styles from './Button.css';
import { cx } from './cx';

export type ButtonTone = keyof typeof styles.tone;
export type ButtonSize = keyof typeof styles.size;

/** The class names of a button (Button, IconButton): base, tone, size and the square icon-only shape. */
export function buttonClass({ tone = 'secondary', size = 'md', iconOnly = false }: { tone?: ButtonTone; size?: ButtonSize; iconOnly?: boolean }): string {
  return cx(styles.base, styles.tone[tone], styles.size[size], iconOnly && styles.iconOnly);
}
