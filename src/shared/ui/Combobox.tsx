import { useId, useState, type KeyboardEvent } from 'react';
import * as styles from './Combobox.css';
import { Field, useFieldIds, type FieldBaseProps } from './Field';
import * as fieldStyles from './Field.css';
import { uiText } from './text';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second, muted line (e-mail, agency…). */
  detail?: string;
}

export interface ComboboxProps extends FieldBaseProps {
  /** What the input shows (the search typed, or the chosen option's label). */
  inputValue: string;
  onInputChange: (text: string) => void;
  /** Options matching the input (the caller searches, often on the server). */
  options: readonly ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  loading?: boolean;
  placeholder?: string;
  /** Shown when the search gave nothing. */
  emptyText?: string;
}

/**
 * An editable combobox with a list of suggestions (WAI-ARIA 1.2 pattern): typing filters, arrows move,
 * Enter chooses, Escape closes. The caller owns the search and the options.
 */
export function Combobox({
  label,
  hint,
  error,
  required,
  disabled,
  id,
  className,
  inputValue,
  onInputChange,
  options,
  onSelect,
  loading = false,
  placeholder,
  emptyText = uiText.noResult,
}: ComboboxProps) {
  const ids = useFieldIds({ id, hint, error });
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const expanded = open && (options.length > 0 || loading || inputValue.trim().length > 0);
  const activeOption = expanded ? options[active] : undefined;

  const choose = (option: ComboboxOption) => {
    onSelect(option);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(options.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <div className={styles.wrapper}>
        <input
          {...ids.controlProps}
          className={fieldStyles.control}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${listId}-${active}` : undefined}
          autoComplete="off"
          value={inputValue}
          placeholder={placeholder}
          required={required}
          disabled={disabled}
          onChange={(event) => {
            onInputChange(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {expanded && (
          <ul id={listId} role="listbox" className={styles.listbox}>
            {options.map((option, index) => (
              <li
                key={option.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
                onMouseEnter={() => setActive(index)}
              >
                {option.label}
                {option.detail && <span className={styles.optionDetail}>{option.detail}</span>}
              </li>
            ))}
            {options.length === 0 && (
              <li className={styles.status} role="presentation">
                {loading ? uiText.loading : emptyText}
              </li>
            )}
          </ul>
        )}
      </div>
    </Field>
  );
}
