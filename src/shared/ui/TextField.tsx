import type { ComponentPropsWithRef } from 'react';
import { Field, useFieldIds, type FieldBaseProps } from './Field';
import * as styles from './Field.css';

export interface TextFieldProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'size' | 'id' | 'className' | 'required' | 'disabled'> {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
}

/** Labelled single-line text input. */
export function TextField({ label, hint, error, required, disabled, id, className, type = 'text', ...input }: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input type={type} className={styles.control} required={required} disabled={disabled} {...ids.controlProps} {...input} />
    </Field>
  );
}
