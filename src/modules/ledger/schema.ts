import { z } from 'zod';
import { zDate } from '../../shared/schema/fields';

export const CLOSURE_PERIODS = ['day', 'month', 'year'] as const;

/** The kinds of closure in French, as in « clôture journalière » (the screen and the fiscal archive). */
export const CLOSURE_PERIOD_LABELS: Record<string, string> = { day: 'journalière', month: 'mensuelle', year: 'annuelle' };

/** « Clôture journalière », « Clôture mensuelle », « Clôture annuelle ». */
export const closurePeriodName = (period: string) => `Clôture ${CLOSURE_PERIOD_LABELS[period] ?? period}`;

/** `POST /accounting/ledger/closures`: closes the day, month or year containing `date` (once it is over). */
export const closureCreateSchema = z.strictObject({
  periodType: z.enum(CLOSURE_PERIODS, { message: 'Période de clôture inconnue (jour, mois ou année).' }),
  date: zDate,
});

export type ClosureCreate = z.input<typeof closureCreateSchema>;
