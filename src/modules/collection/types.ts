import type { z } from 'zod';
import type { batchSchema, mandateSchema } from './schema';

/** A learner's SEPA direct-debit mandate (`/accounting/sepa-mandates`). */
export type SepaMandate = z.infer<typeof mandateSchema>;

/** A batch of collected instalments and its pain.008 file (`/accounting/sepa-batches`). */
export type SepaBatch = z.infer<typeof batchSchema>;
