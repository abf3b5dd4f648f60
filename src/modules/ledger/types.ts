import type { z } from 'zod';
import type { closureTotalsSchema, ledgerClosureSchema, ledgerEventSchema, ledgerVerificationSchema } from './schema';

export type { LedgerDifference, LedgerFinding, LedgerFindingKind } from '../../shared/ledger/types';

/** An entry of the NF525 event log (`/accounting/ledger/events`), chained by its hash. */
export type LedgerEvent = z.infer<typeof ledgerEventSchema>;

export type ClosurePeriod = 'day' | 'month' | 'year';

/** What a closure sums up for its period. */
export type ClosureTotals = z.infer<typeof closureTotalsSchema>;

/** A periodic closure (`/accounting/ledger/closures`) with the perpetual cumulative totals of its period type. */
export type LedgerClosure = z.infer<typeof ledgerClosureSchema>;

/** `GET /accounting/ledger/verify`: the chain's check, and the documents recomputed from their rows. */
export type LedgerVerification = z.infer<typeof ledgerVerificationSchema>;
