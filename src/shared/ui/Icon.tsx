import type { SVGProps } from 'react';
import { cx } from './cx';
import * as styles from './Icon.css';
import { iconPaths, type IconName } from './icons';

export type { IconName };

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Size in px (width and height). */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
}

/** Inline SVG icon drawn with `currentColor`. */
export function Icon({ name, size = 16, label, className, ...rest }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={cx(styles.icon, className)}
      {...a11y}
      {...rest}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
