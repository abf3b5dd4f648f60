/**
 * Decimal numbers as a French person reads and types them: shown with a decimal comma (« 83,33 »),
 * typed with a comma or a point, spaces as thousand separators allowed (« 1 250,00 »). The value a
 * form keeps and sends is the canonical text with a point (« 83.33 »), so `Number(value)` reads it.
 */

/** The text shown for a value: the decimal point becomes a comma; empty for no value or NaN. */
export function decimalDisplay(value: string | number | null | undefined): string {
  if (value === null || value === undefined || (typeof value === 'number' && !Number.isFinite(value))) return '';
  return String(value).replace('.', ',');
}

/** The canonical text of what was typed: spaces dropped, commas read as points; anything else kept as typed (a form then says it is not a number). */
export function decimalValue(typed: string): string {
  return typed.replace(/[\s\u00a0\u202f]/g, '').replace(/,/g, '.');
}

/** The number a canonical text or value stands for; NaN when empty or not a number. */
export function decimalNumber(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  const text = decimalValue(value ?? '');
  return text === '' ? Number.NaN : Number(text);
}

export interface StepBounds {
  step?: number | string;
  min?: number | string;
  max?: number | string;
}

const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length;

/** The canonical text after one ArrowUp (+1) or ArrowDown (−1): moved by `step` (default 1), kept within min and max, with no float noise. */
export function steppedValue(value: string | number | null | undefined, direction: 1 | -1, { step, min, max }: StepBounds): string {
  const by = decimalNumber(step ?? 1) || 1;
  const low = decimalNumber(min ?? Number.NaN);
  const high = decimalNumber(max ?? Number.NaN);
  const current = decimalNumber(value);
  let next = Number.isFinite(current) ? current + direction * by : Number.isFinite(low) ? low : 0;
  if (Number.isFinite(low)) next = Math.max(low, next);
  if (Number.isFinite(high)) next = Math.min(high, next);
  const decimals = Math.max(decimalsOf(by), Number.isFinite(current) ? decimalsOf(current) : 0);
  return String(Number(next.toFixed(decimals)));
}
