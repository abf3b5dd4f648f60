import { DEFAULT_CURRENCY } from '../constants';

/**
 * fr-FR formatting that needs no dayjs: amounts, numbers, names and calendar days. format.ts
 * re-exports these; pieces rendered by the embeds import them from here, because importing
 * format.ts brings dayjs and its plugins (7 kB gzip) into a widget's bundle.
 */

const LOCALE = 'fr-FR';

/** Thousands separator of fr-FR numbers (U+202F NARROW NO-BREAK SPACE, what Intl writes). */
const GROUP = '\u202f';

/**
 * An integer as `Intl.NumberFormat('fr-FR')` writes it (« 12 345 », « -1 234 »), without Intl. The
 * first Intl formatter of a page loads ICU's French data, 13–15 ms of main thread on the two-core
 * machine (25–30 ms while the app's code compiles beside it): the counts and page numbers of a list
 * are integers, so the first screen needs none (issue 26). Any other number goes to Intl.
 */
export function formatInteger(value: number): string {
  if (!Number.isSafeInteger(value)) return new Intl.NumberFormat(LOCALE).format(value);
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += GROUP + digits.slice(i, i + 3);
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped;
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

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 'DD/MM/YYYY' of an API date (`YYYY-MM-DD`, the calendar day itself) or date-time (ISO 8601, its
 * local day) — what format.ts's formatDate answers for valid ones; '' for no or an invalid value.
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (day && (date.getMonth() !== Number(day[2]) - 1 || date.getDate() !== Number(day[3]))) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** A French phone number as people write it: « 06 12 34 56 78 », « +33 6 12 34 56 78 »; anything else unchanged. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/[\s.-]/g, '');
  if (/^0\d{9}$/.test(digits)) return digits.replace(/(\d{2})(?=\d)/g, '$1 ');
  if (/^\+33\d{9}$/.test(digits)) return `+33 ${digits.slice(3, 4)} ${digits.slice(4).replace(/(\d{2})(?=\d)/g, '$1 ')}`;
  return value;
}
