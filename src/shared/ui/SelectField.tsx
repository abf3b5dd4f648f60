import type { ComponentPropsWithRef } from 'react';
import { Field, useFieldIds, type FieldBaseProps } from './Field';
import * as styles from './Field.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends FieldBaseProps,
    Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'required' | 'disabled' | 'children'> {
  options: readonly SelectOption[];
  /** Text of an empty first option (value ''), e.g. 'Sélectionner…'. */
  placeholder?: string;
}

/** Labelled native select. */
export function SelectField({ label, hint, error, required, disabled, id, className, options, placeholder, ...select }: SelectFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <select className={styles.control} required={required} disabled={disabled} {...ids.controlProps} {...select}>
        {placeholder != null && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
