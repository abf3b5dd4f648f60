import type { ComponentPropsWithRef, ReactElement } from 'react';
import { label as labelClass } from './Button.css';
import { buttonClass, type ButtonSize, type ButtonTone } from './buttonClass';
import { cx } from './cx';
import { Icon, type IconName } from './Icon';
import { Spinner } from './Spinner';

export type { ButtonSize, ButtonTone } from './buttonClass';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  tone?: ButtonTone;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks while true. */
  loading?: boolean;
  /** Icon shown before the label (an icon name or any node). */
  icon?: IconName | ReactElement;
}

function renderIcon(icon: IconName | ReactElement, size: ButtonSize) {
  return typeof icon === 'string' ? <Icon name={icon} size={size === 'sm' ? 14 : 16} /> : icon;
}

/** Action button; `type="button"` unless told otherwise, so it never submits by accident. */
export function Button({
  tone = 'secondary',
  size = 'md',
  loading = false,
  icon,
  type = 'button',
  className,
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonClass({ tone, size }), className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner size={size === 'sm' ? 12 : 14} /> : icon != null && renderIcon(icon, size)}
      {children != null && <span className={labelClass}>{children}</span>}
    </button>
  );
}
