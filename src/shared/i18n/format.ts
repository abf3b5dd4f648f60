import { dayjs, type DateInput } from './dayjs';

function parse(value: DateInput | null | undefined) {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/** 'DD/MM/YYYY' in local time; '' for no or an invalid date. */
export function formatDate(value: DateInput | null | undefined): string {
  return parse(value)?.format('DD/MM/YYYY') ?? '';
}

/** 'DD/MM/YYYY HH:mm' in local time; '' for no or an invalid date. */
export function formatDateTime(value: DateInput | null | undefined): string {
  return parse(value)?.format('DD/MM/YYYY HH:mm') ?? '';
}

/** The API's date form 'YYYY-MM-DD' (local calendar day). */
export function toApiDate(value: DateInput): string {
  const date = parse(value);
  if (!date) throw new RangeError(`Invalid date: ${String(value)}`);
  return date.format('YYYY-MM-DD');
}

// Amounts, numbers and names need no dayjs: they live in format-lite.ts (imported as is by the embeds).
export { formatFullName, formatMoney, formatNumber, formatPhone } from './format-lite';
