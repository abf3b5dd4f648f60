import { invalidField } from '../../core/errors';
import type { Recurrence } from '../../../src/modules/planning/schema';

/**
 * Calendar arithmetic on `YYYY-MM-DD` strings (UTC noon-free: dates only, no time zone involved)
 * and the expansion of a slot's recurrence rule into its dates.
 */

const DAY_MS = 86_400_000;

function toUtc(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** ISO weekday, 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(toUtc(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the ISO week of `date`. */
export function startOfIsoWeek(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** 'DD/MM/YYYY'. */
export function frenchDay(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** « mardi 12 mai 2026 ». */
export function longFrenchDay(date: string): string {
  const day = Number(date.slice(8, 10));
  return `${WEEKDAYS[isoWeekday(date) - 1]} ${day === 1 ? '1er' : day} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** « 10h00 » as French documents write times. */
export function frenchTime(time: string): string {
  return time.replace(':', 'h');
}

export const MAX_OCCURRENCES = 200;

/**
 * The dates of a recurrent slot starting on `first`: daily every `interval` days, or weekly every
 * `interval` weeks on `weekdays` (ISO, the first date's weekday by default), until `until`
 * (inclusive) or for `count` occurrences, whichever comes first. At most MAX_OCCURRENCES dates:
 * a longer rule is refused (422) rather than silently cut.
 */
export function expandRecurrence(first: string, rule: Recurrence): string[] {
  if (!rule.until && !rule.count) throw invalidField('recurrence.until', 'Une récurrence doit avoir une fin : une date de fin ou un nombre d’occurrences.');
  if (rule.until && rule.until < first) throw invalidField('recurrence.until', 'La fin de la récurrence doit suivre la date du premier créneau.');
  const limit = rule.count ?? Number.POSITIVE_INFINITY;
  const dates: string[] = [];
  const push = (date: string): boolean => {
    if (rule.until && date > rule.until) return false;
    if (dates.length >= limit) return false;
    if (dates.length >= MAX_OCCURRENCES) {
      throw invalidField('recurrence', `La récurrence dépasse ${MAX_OCCURRENCES} occurrences : raccourcissez-la.`);
    }
    dates.push(date);
    return true;
  };
  if (rule.frequency === 'daily') {
    for (let date = first; push(date); date = addDays(date, rule.interval));
    return dates;
  }
  const weekdays = [...new Set(rule.weekdays?.length ? rule.weekdays : [isoWeekday(first)])].sort((a, b) => a - b);
  for (let week = startOfIsoWeek(first); ; week = addDays(week, 7 * rule.interval)) {
    for (const weekday of weekdays) {
      const date = addDays(week, weekday - 1);
      if (date < first) continue;
      if (!push(date)) return dates;
    }
  }
}

/** Minutes between two `HH:MM` times. */
export function minutesBetween(start: string, end: string): number {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return m(end) - m(start);
}
