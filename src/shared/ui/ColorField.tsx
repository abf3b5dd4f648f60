import type { ComponentPropsWithRef } from 'react';
import { Field, useFieldIds, type FieldBaseProps } from './Field';
import * as styles from './Field.css';

export interface ColorFieldProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'size' | 'id' | 'className' | 'required' | 'disabled' | 'type' | 'value'> {
  /** `#rrggbb`. */
  value: string;
}

/** Labelled colour picker (`#rrggbb`). */
export function ColorField({ label, hint, error, required, disabled, id, className, ...input }: ColorFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input type="color" className={styles.control} required={required} disabled={disabled} {...ids.controlProps} {...input} />
    </Field>
  );
}
