import type { ComponentPropsWithRef } from 'react';
import { buttonClass, type ButtonSize, type ButtonTone } from './buttonClass';
import { cx } from './cx';
import { Icon, type IconName } from './Icon';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  icon: IconName;
  /** Accessible name, also shown as the tooltip. */
  label: string;
  tone?: ButtonTone;
  size?: ButtonSize;
}

/** Square button showing only an icon; `label` gives it its accessible name. */
export function IconButton({ icon, label, tone = 'ghost', size = 'md', type = 'button', className, ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cx(buttonClass({ tone, size, iconOnly: true }), className)}
      {...rest}
    >
      <Icon name={icon} size={size === 'sm' ? 14 : 16} />
    </button>
  );
}
