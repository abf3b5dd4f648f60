import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import * as choiceStyles from './Choice.css';
import { FieldMessages, RequiredMark, useFieldIds, type FieldBaseProps } from './Field';
import * as fieldStyles from './Field.css';

export interface ChoiceFieldProps
  extends FieldBaseProps,
    Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'required' | 'disabled' | 'type' | 'size'> {}

/** A checkbox input with its label beside it; `variant` picks the look and role. */
export function ChoiceField({
  variant,
  label,
  hint,
  error,
  required,
  disabled,
  id,
  className,
  ...input
}: ChoiceFieldProps & { variant: 'checkbox' | 'switch' }) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label className={choiceStyles.choice}>
        <input
          type="checkbox"
          role={variant === 'switch' ? 'switch' : undefined}
          className={variant === 'switch' ? choiceStyles.switchTrack : choiceStyles.box}
          required={required}
          disabled={disabled}
          {...ids.controlProps}
          {...input}
        />
        <span className={choiceStyles.choiceText}>
          <span>
            {label}
            {required && <RequiredMark />}
          </span>
        </span>
      </label>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
