// `YYYY-MM-DD` calendar arithmetic and French day labels without dayjs: the planning grids and the
// public planning embed need only this much, and dayjs with its French locale and isoWeek plugin
// weighed ≈ 4 KB gzip in the embed. Days are computed in UTC so no daylight-saving shift can move them.

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The `YYYY-MM-DD` of a date string (its first ten characters) or of a Date (its local day). */
export function dayOf(value: string | Date): string {
  if (typeof value === 'string') return value.slice(0, 10);
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

const toUtc = (day: string) => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))));
const fromUtc = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

export function plusDays(day: string, days: number): string {
  return fromUtc(new Date(toUtc(day).getTime() + days * DAY_MS));
}

/** Months added like dayjs: the day of month is clamped to the target month's last day (31 Jan + 1 → 28/29 Feb). */
export function plusMonths(day: string, months: number): string {
  const start = toUtc(day);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), last));
  return fromUtc(target);
}

/** ISO weekday, 1 = Monday … 7 = Sunday. */
export function weekdayOf(day: string): number {
  return ((toUtc(day).getUTCDay() + 6) % 7) + 1;
}

export const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

export function lastOfMonth(day: string): string {
  const start = toUtc(day);
  return fromUtc(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)));
}

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string) => Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);

const formats = {
  /** lundi 23 novembre 2026 */
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** lundi 23 novembre */
  weekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long' },
  /** lundi */
  weekday: { weekday: 'long' },
  /** lun. */
  shortWeekday: { weekday: 'short' },
  /** novembre 2026 */
  monthYear: { month: 'long', year: 'numeric' },
  /** 23 novembre */
  dayMonth: { day: 'numeric', month: 'long' },
  /** 23 novembre 2026 */
  dayMonthYear: { day: 'numeric', month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DayFormat = keyof typeof formats;

const formatters = new Map<DayFormat, Intl.DateTimeFormat>();

/** A French label of a day (dayjs's `dddd D MMMM YYYY`, `MMMM YYYY`… in the fr locale). */
export function formatDay(day: string, format: DayFormat): string {
  let formatter = formatters.get(format);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('fr-FR', { ...formats[format], timeZone: 'UTC' });
    formatters.set(format, formatter);
  }
  return formatter.format(toUtc(day));
}

/** « lun. 23/11 »: the short column header of a week. */
export const shortDayLabel = (day: string) => `${formatDay(day, 'shortWeekday')} ${Number(day.slice(8, 10))}/${day.slice(5, 7)}`;
