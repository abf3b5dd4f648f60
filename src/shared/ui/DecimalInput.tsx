import { useState, type ComponentPropsWithRef, type FocusEvent, type KeyboardEvent } from 'react';
import { decimalDisplay, decimalNumber, decimalValue, steppedValue } from '../i18n/decimal-text';

export interface DecimalInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step'> {
  /** The canonical value (a number, or its text with a point); '' or NaN: empty. */
  value: string | number;
  /** Called with the canonical text of what was typed (« 83,33 » gives « 83.33 »). */
  onValueChange?: (value: string) => void;
  min?: number | string;
  max?: number | string;
  /** What ArrowUp and ArrowDown add or take away (default 1). */
  step?: number | string;
}

const sameValue = (a: string | number, b: string | number) => {
  const x = decimalNumber(a);
  const y = decimalNumber(b);
  return decimalValue(String(a)) === decimalValue(String(b)) || x === y || (Number.isNaN(x) && Number.isNaN(y));
};

/**
 * A text input for decimal numbers as fr-FR writes them (« 83,33 »): a comma or a point is accepted,
 * the form gets the canonical value (« 83.33 »), ArrowUp/ArrowDown step it like a native number input,
 * and mobile keyboards show the decimal pad. What the person typed stays as typed (« 83, » while
 * typing, « 83.33 » until the field is left) until the value changes from outside.
 */
export function DecimalInput({ value, onValueChange, min, max, step, onKeyDown, onBlur, inputMode = 'decimal', ...input }: DecimalInputProps) {
  const [shown, setShown] = useState(() => ({ value, text: decimalDisplay(value) }));
  if (!sameValue(shown.value, value)) setShown({ value, text: decimalDisplay(value) });
  else if (!Object.is(shown.value, value)) setShown({ value, text: shown.text });

  const change = (text: string) => {
    const next = decimalValue(text);
    setShown({ value: next, text });
    onValueChange?.(next);
  };
  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented || input.readOnly || input.disabled || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    change(decimalDisplay(steppedValue(shown.text, e.key === 'ArrowUp' ? 1 : -1, { step, min, max })));
  };
  const current = decimalNumber(shown.text);
  // A number typed with a point is shown with a comma once the field is left.
  const blur = (e: FocusEvent<HTMLInputElement>) => {
    if (Number.isFinite(current) && shown.text.includes('.')) setShown({ value: shown.value, text: decimalDisplay(decimalValue(shown.text)) });
    onBlur?.(e);
  };
  return (
    <input
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      role="spinbutton"
      aria-valuenow={Number.isFinite(current) ? current : undefined}
      aria-valuemin={min === undefined ? undefined : decimalNumber(min)}
      aria-valuemax={max === undefined ? undefined : decimalNumber(max)}
      aria-valuetext={shown.text || undefined}
      {...input}
      value={shown.text}
      onChange={(e) => change(e.target.value)}
      onKeyDown={keyDown}
      onBlur={blur}
    />
  );
}
