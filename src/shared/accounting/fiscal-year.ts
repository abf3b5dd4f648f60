/**
 * The structure's fiscal years (exercices). The setting is the first exercise kept in Volant, its start
 * and its closing day, of any length up to 24 months; the exercises after it last 12 months and close
 * on the same day of the year (the last day of the month when the first one closes on a month's last
 * day), those before it last 12 months and end the day before it starts. Without a setting, the
 * exercises are the civil years. Dates are `YYYY-MM-DD` (docs/decisions.md, accounting). Shared by the settings form and the FEC.
 */

export interface FiscalYearSetting {
  firstStart: string;
  firstEnd: string;
}

export interface Exercise {
  start: string;
  end: string;
}

const MAX_FIRST_MONTHS = 24;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => toIso(new Date(toDate(iso).getTime() + days * 86_400_000));
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const isMonthEnd = (iso: string) => Number(iso.slice(8, 10)) === lastDayOf(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)));

/** The same day and month as `iso` in `year` (a month's last day stays the last day, 29 February the 28th). */
function anniversary(iso: string, year: number): string {
  const month = Number(iso.slice(5, 7));
  const day = isMonthEnd(iso) ? lastDayOf(year, month) : Math.min(Number(iso.slice(8, 10)), lastDayOf(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Why a first exercise is refused, in French, or null when it is acceptable. */
export function fiscalYearProblem(setting: FiscalYearSetting): string | null {
  if (setting.firstEnd < setting.firstStart) return 'La date de clôture du premier exercice doit suivre sa date de début.';
  const limit = addDays(anniversary(setting.firstStart, Number(setting.firstStart.slice(0, 4)) + MAX_FIRST_MONTHS / 12), -1);
  if (setting.firstEnd > limit) return `Le premier exercice ne peut dépasser ${MAX_FIRST_MONTHS} mois (clôture au plus tard le ${limit.split('-').reverse().join('/')}).`;
  return null;
}

/** The exercise that closes in `year`, or null when none does (the year inside a long first exercise). */
export function exerciseClosingIn(setting: FiscalYearSetting | null, year: number): Exercise | null {
  if (!setting) return { start: `${year}-01-01`, end: `${year}-12-31` };
  const { firstStart, firstEnd } = setting;
  const firstYear = Number(firstEnd.slice(0, 4));
  if (year === firstYear) return { start: firstStart, end: firstEnd };
  if (year > firstYear) return { start: addDays(anniversary(firstEnd, year - 1), 1), end: anniversary(firstEnd, year) };
  const before = addDays(firstStart, -1);
  if (year > Number(before.slice(0, 4))) return null;
  return { start: addDays(anniversary(before, year - 1), 1), end: anniversary(before, year) };
}
