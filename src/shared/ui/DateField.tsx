import type { ComponentPropsWithRef } from 'react';
import { Field, useFieldIds, type FieldBaseProps } from './Field';
import * as styles from './Field.css';

export interface DateFieldProps
  extends FieldBaseProps,
    Omit<ComponentPropsWithRef<'input'>, 'size' | 'id' | 'className' | 'required' | 'disabled' | 'type' | 'value' | 'min' | 'max'> {
  /** Date as 'YYYY-MM-DD' ('' when empty). */
  value?: string;
  min?: string;
  max?: string;
}

/** Labelled native date input; its value is always 'YYYY-MM-DD' or ''. */
export function DateField({ label, hint, error, required, disabled, id, className, ...input }: DateFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input type="date" className={styles.control} required={required} disabled={disabled} {...ids.controlProps} {...input} />
    </Field>
  );
}
