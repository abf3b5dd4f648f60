import { z } from 'zod';
import { zDate } from '../../shared/schema/fields';

export const CLOSURE_PERIODS = ['day', 'month', 'year'] as const;

/** `POST /accounting/ledger/closures`: closes the day, month or year containing `date` (once it is over). */
export const closureCreateSchema = z.strictObject({
  periodType: z.enum(CLOSURE_PERIODS, { message: 'Période de clôture inconnue (jour, mois ou année).' }),
  date: zDate,
});

export type ClosureCreate = z.input<typeof closureCreateSchema>;
