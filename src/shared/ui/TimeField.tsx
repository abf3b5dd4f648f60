import type { ComponentPropsWithRef } from 'react';
import { Field, useFieldIds, type FieldBaseProps } from './Field';
import * as styles from './Field.css';

export interface TimeFieldProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'size' | 'id' | 'className' | 'required' | 'disabled' | 'type' | 'value'> {
  /** `HH:MM` (24 h), '' for none. */
  value: string;
}

/** Labelled time of day input (`HH:MM`). */
export function TimeField({ label, hint, error, required, disabled, id, className, ...input }: TimeFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input type="time" className={styles.control} required={required} disabled={disabled} {...ids.controlProps} {...input} />
    </Field>
  );
}
