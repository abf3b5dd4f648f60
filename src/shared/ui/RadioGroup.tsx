import type { ReactNode } from 'react';
import * as choiceStyles from './Choice.css';
import { cx } from './cx';
import { FieldMessages, RequiredMark, useFieldIds, type FieldBaseProps } from './Field';
import * as fieldStyles from './Field.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends FieldBaseProps {
  /** Name shared by the radios (form submission and arrow-key grouping). */
  name: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** Lays the options out on one line. */
  inline?: boolean;
}

/** Fieldset of native radios; arrow keys move between options. */
export function RadioGroup({ label, hint, error, required, disabled, id, className, name, options, value, onChange, inline }: RadioGroupProps) {
  const ids = useFieldIds({ id, hint, error });
  const { id: groupId, ...describing } = ids.controlProps;
  return (
    <fieldset id={groupId} className={cx(fieldStyles.field, className)} disabled={disabled} {...describing}>
      <legend className={fieldStyles.label}>
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className={cx(choiceStyles.group, inline && choiceStyles.groupInline)}>
        {options.map((option) => (
          <label key={option.value} className={choiceStyles.choice}>
            <input
              type="radio"
              className={choiceStyles.box}
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              required={required}
              onChange={() => onChange(option.value)}
            />
            <span className={choiceStyles.choiceText}>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </fieldset>
  );
}
