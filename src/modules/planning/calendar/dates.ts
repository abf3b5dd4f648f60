import { dayOf, daysBetween, firstOfMonth, formatDay, lastOfMonth, plusDays, plusMonths, weekdayOf } from '../../../shared/i18n/calendar-lite';

/** `YYYY-MM-DD` calendar arithmetic for the calendar (local days; no time zone involved). */

export type CalendarView = 'day' | 'week' | 'month';

export const isoDay = (value: string | Date) => dayOf(value);

export function addDays(date: string, days: number): string {
  return plusDays(date, days);
}

/** ISO weekday, 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return weekdayOf(date);
}

export function startOfIsoWeek(date: string): string {
  return plusDays(date, 1 - weekdayOf(date));
}

export function endOfIsoWeek(date: string): string {
  return plusDays(date, 7 - weekdayOf(date));
}

export interface DateWindow {
  start: string;
  end: string;
}

/**
 * The calendar's fetch window (spec part 2 §7): from the start of the ISO week of `date` minus one
 * week to the end of the week two weeks on. Every view within it needs no new request.
 */
export function fetchWindow(date: string): DateWindow {
  return { start: addDays(startOfIsoWeek(date), -7), end: addDays(endOfIsoWeek(date), 14) };
}

/**
 * The windows needed to show a range: the fetch window of its first day, then contiguous windows
 * (each the fetch window of the day a week after the previous end) until the range is covered.
 * A month (six weeks at most) needs two.
 */
export function windowsFor(range: DateWindow): DateWindow[] {
  const windows = [fetchWindow(range.start)];
  while (windows[windows.length - 1]!.end < range.end) windows.push(fetchWindow(addDays(windows[windows.length - 1]!.end, 8)));
  return windows;
}

/**
 * A window cut into its weeks (from its first day, seven days each, the last one cut at its end):
 * those that overlap the `shown` days, which the calendar asks for first, and the others.
 */
export function weeksOf(window: DateWindow, shown: DateWindow): { shownWeeks: DateWindow[]; otherWeeks: DateWindow[] } {
  const weeks: DateWindow[] = [];
  for (let start = window.start; start <= window.end; start = addDays(start, 7)) {
    const end = addDays(start, 6);
    weeks.push({ start, end: end < window.end ? end : window.end });
  }
  const overlaps = (week: DateWindow) => week.start <= shown.end && week.end >= shown.start;
  return { shownWeeks: weeks.filter(overlaps), otherWeeks: weeks.filter((week) => !overlaps(week)) };
}

/** The days a view shows around `date` (month: whole ISO weeks covering the month). */
export function visibleDays(view: CalendarView, date: string, showWeekend = true): string[] {
  let start: string;
  let count: number;
  if (view === 'day') {
    start = date;
    count = 1;
  } else if (view === 'week') {
    start = startOfIsoWeek(date);
    count = 7;
  } else {
    start = startOfIsoWeek(firstOfMonth(date));
    count = daysBetween(start, endOfIsoWeek(lastOfMonth(date))) + 1;
  }
  const days = Array.from({ length: count }, (_, i) => addDays(start, i));
  return view === 'day' || showWeekend ? days : days.filter((d) => isoWeekday(d) < 6);
}

/** The date `step` views before or after `date`. */
export function shiftDate(view: CalendarView, date: string, step: number): string {
  if (view === 'month') return plusMonths(date, step);
  return plusDays(date, view === 'week' ? 7 * step : step);
}

/** « Semaine du 23 au 29 novembre 2026 », « lundi 23 novembre 2026 », « novembre 2026 ». */
export function rangeTitle(view: CalendarView, date: string): string {
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  if (view === 'day') return capital(formatDay(date, 'full'));
  if (view === 'month') return capital(formatDay(date, 'monthYear'));
  const start = startOfIsoWeek(date);
  const end = endOfIsoWeek(date);
  const last = formatDay(end, 'dayMonthYear');
  if (start.slice(0, 7) === end.slice(0, 7)) return `Semaine du ${Number(start.slice(8, 10))} au ${last}`;
  if (start.slice(0, 4) === end.slice(0, 4)) return `Semaine du ${formatDay(start, 'dayMonth')} au ${last}`;
  return `Semaine du ${formatDay(start, 'dayMonthYear')} au ${last}`;
}

/** Minutes since midnight of `HH:MM`. */
export function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** `HH:MM` of minutes since midnight (kept within the day). */
export function toTime(minutes: number): string {
  const m = Math.max(0, Math.min(24 * 60 - 1, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
