import { dayjs } from '../../shared/i18n/dayjs';

/** A period of days, `YYYY-MM-DD` both ends included. */
export interface Period {
  startDate: string;
  endDate: string;
}

export type PeriodPreset = 'thisMonth' | 'lastMonth' | 'thisYear' | 'last12Months';
export const PERIOD_PRESETS: readonly PeriodPreset[] = ['thisMonth', 'lastMonth', 'thisYear', 'last12Months'];

const day = (value: dayjs.Dayjs) => value.format('YYYY-MM-DD');

/** The period a preset means on `today` (`YYYY-MM-DD`). */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const now = dayjs(today);
  switch (preset) {
    case 'thisMonth':
      return { startDate: day(now.startOf('month')), endDate: day(now.endOf('month')) };
    case 'lastMonth': {
      const last = now.subtract(1, 'month');
      return { startDate: day(last.startOf('month')), endDate: day(last.endOf('month')) };
    }
    case 'thisYear':
      return { startDate: day(now.startOf('year')), endDate: day(now.endOf('year')) };
    case 'last12Months':
      return { startDate: day(now.subtract(11, 'month').startOf('month')), endDate: day(now.endOf('month')) };
  }
}

/** The preset a period is, if any (to show which button is active). */
export function presetOf(period: Period, today: string): PeriodPreset | null {
  return PERIOD_PRESETS.find((preset) => {
    const p = presetPeriod(preset, today);
    return p.startDate === period.startDate && p.endDate === period.endDate;
  }) ?? null;
}

const VALID = /^\d{4}-\d{2}-\d{2}$/;

/** The period of the URL (`startDate`, `endDate`), or the fallback when missing, malformed or reversed. */
export function readPeriod(params: URLSearchParams, fallback: Period): Period {
  const startDate = params.get('startDate') ?? '';
  const endDate = params.get('endDate') ?? '';
  if (!VALID.test(startDate) || !VALID.test(endDate) || !dayjs(startDate).isValid() || !dayjs(endDate).isValid() || endDate < startDate) return fallback;
  return { startDate, endDate };
}

/** `YYYY-MM` → « janv. 2026 ». */
export function monthLabel(month: string): string {
  return dayjs(`${month}-01`).format('MMM YYYY');
}

/** « lundi 3 mars 2026 ». */
export function longDay(date: string): string {
  return dayjs(date).format('dddd D MMMM YYYY');
}
