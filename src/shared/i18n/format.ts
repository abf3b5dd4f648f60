import { DEFAULT_CURRENCY } from '../constants';
import { dayjs, type DateInput } from './dayjs';

const LOCALE = 'fr-FR';

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

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in euros (or another currency) as French users read it: « 1 234,50 € ». */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

/** A number with French separators, with at most `maximumFractionDigits` decimals (2 by default). */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(LOCALE, { maximumFractionDigits }).format(value);
}

/** 'Prénom Nom', skipping missing parts. */
export function formatFullName(person: { firstName?: string | null; lastName?: string | null }): string {
  return [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** A French phone number as people write it: « 06 12 34 56 78 », « +33 6 12 34 56 78 »; anything else unchanged. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/[\s.-]/g, '');
  if (/^0\d{9}$/.test(digits)) return digits.replace(/(\d{2})(?=\d)/g, '$1 ');
  if (/^\+33\d{9}$/.test(digits)) return `+33 ${digits.slice(3, 4)} ${digits.slice(4).replace(/(\d{2})(?=\d)/g, '$1 ')}`;
  return value;
}
