import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { Field, useFieldIds, type FieldBaseProps } from './Field';
import * as styles from './Field.css';

export interface TextAreaProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className' | 'required' | 'disabled'> {}

/** Labelled multi-line text input. */
export function TextArea({ label, hint, error, required, disabled, id, className, rows = 3, ...textarea }: TextAreaProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea rows={rows} className={cx(styles.control, styles.textarea)} required={required} disabled={disabled} {...ids.controlProps} {...textarea} />
    </Field>
  );
}
