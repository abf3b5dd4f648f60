import { cx } from './cx';
import { DecimalInput, type DecimalInputProps } from './DecimalInput';
import { Field, useFieldIds, type FieldBaseProps } from './Field';
import * as styles from './Field.css';

export interface NumberFieldProps extends FieldBaseProps, Omit<DecimalInputProps, 'size' | 'id' | 'className' | 'required' | 'disabled'> {
  /** Unit shown after the input (e.g. '€', '%', 'h'). */
  suffix?: string;
}

/**
 * Labelled numeric input, written as fr-FR writes numbers (« 83,33 »; a point is accepted too):
 * `value` and `onValueChange` carry the canonical text with a point (see DecimalInput).
 */
export function NumberField({ label, hint, error, required, disabled, id, className, suffix, ...input }: NumberFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  const control = <DecimalInput className={cx(styles.control, suffix != null && styles.adornedControl)} required={required} disabled={disabled} {...ids.controlProps} {...input} />;
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
