import { DEFAULT_CURRENCY } from '../constants';

/**
 * fr-FR formatting that needs no dayjs: amounts, numbers, names and calendar days. format.ts
 * re-exports these; pieces rendered by the embeds import them from here, because importing
 * format.ts brings dayjs and its plugins (7 kB gzip) into a widget's bundle.
 */

const LOCALE = 'fr-FR';

/**
 * Loads ICU's French number and date data ahead of the app. In a new page the first Intl formatter
 * costs 15–20 ms on the two-core machine, each later one under 1 ms: boot.ts calls this while main.js
 * is still being compiled, when the main thread has nothing else to do, instead of main paying it
 * as it evaluates (shared/ui/text.ts makes its formatter as it loads) on the first screen's path.
 */
export function warmFormatting(): void {
  new Intl.NumberFormat(LOCALE).format(0);
  new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC' }).format(0);
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
