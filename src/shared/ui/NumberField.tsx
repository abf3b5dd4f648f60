import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { Field, useFieldIds, type FieldBaseProps } from './Field';
import * as styles from './Field.css';

export interface NumberFieldProps
  extends FieldBaseProps,
    Omit<ComponentPropsWithRef<'input'>, 'size' | 'id' | 'className' | 'required' | 'disabled' | 'type'> {
  /** Unit shown after the input (e.g. '€', '%', 'h'). */
  suffix?: string;
}

/** Labelled numeric input (native, so browsers and keyboards handle stepping). */
export function NumberField({ label, hint, error, required, disabled, id, className, suffix, inputMode = 'decimal', ...input }: NumberFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  const control = (
    <input
      type="number"
      inputMode={inputMode}
      className={cx(styles.control, suffix != null && styles.adornedControl)}
      required={required}
      disabled={disabled}
      {...ids.controlProps}
      {...input}
    />
  );
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      {suffix == null ? (
        control
      ) : (
        <span className={styles.adorned}>
          {control}
          <span className={styles.suffix} aria-hidden="true">
            {suffix}
          </span>
        </span>
      )}
    </Field>
  );
}
