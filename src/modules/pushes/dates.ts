import { dayjs, type DateInput } from '../../shared/i18n/dayjs';

/**
 * The date rules of a push (spec part 2 §5, §9), pure and unit-tested:
 * - create: the start is the chosen day at 00:00:01 UTC and the end the chosen day at 23:59:59 UTC;
 * - update: both dates are set to local midnight;
 * - either way the dates are sent as `YYYY-MM-DD`.
 * The chosen day is the calendar day the user picked (local time), so no time zone moves it.
 */

export interface PushDates {
  startDate: string;
  endDate: string;
}

function calendarDay(value: DateInput): { year: number; month: number; day: number } {
  const date = dayjs(value);
  if (!date.isValid()) throw new RangeError(`Date invalide : ${String(value)}`);
  return { year: date.year(), month: date.month(), day: date.date() };
}

/** 00:00:01 UTC of the day chosen. */
export function pushStartInstant(value: DateInput): Date {
  const { year, month, day } = calendarDay(value);
  return new Date(Date.UTC(year, month, day, 0, 0, 1));
}

/** 23:59:59 UTC of the day chosen. */
export function pushEndInstant(value: DateInput): Date {
  const { year, month, day } = calendarDay(value);
  return new Date(Date.UTC(year, month, day, 23, 59, 59));
}

/** Local midnight of the day chosen. */
export function localMidnight(value: DateInput): Date {
  const { year, month, day } = calendarDay(value);
  return new Date(year, month, day, 0, 0, 0, 0);
}

const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);
const localDay = (instant: Date) => dayjs(instant).format('YYYY-MM-DD');

/** The dates of `POST /pushes` and `/pushes/bulk`: start 00:00:01 UTC, end 23:59:59 UTC, as `YYYY-MM-DD`. */
export function createPushDates(start: DateInput, end: DateInput): PushDates {
  return { startDate: utcDay(pushStartInstant(start)), endDate: utcDay(pushEndInstant(end)) };
}

/** The dates of `PATCH /pushes/{id}`: local midnight of each day, as `YYYY-MM-DD`. */
export function updatePushDates(start: DateInput, end: DateInput): PushDates {
  return { startDate: localDay(localMidnight(start)), endDate: localDay(localMidnight(end)) };
}
