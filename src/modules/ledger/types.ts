import type { z } from 'zod';
import type { closureTotalsSchema, FINDING_KINDS, ledgerClosureSchema, ledgerEventSchema, ledgerVerificationSchema } from './schema';

/** An entry of the NF525 event log (`/accounting/ledger/events`), chained by its hash. */
export type LedgerEvent = z.infer<typeof ledgerEventSchema>;

export type ClosurePeriod = 'day' | 'month' | 'year';

/** What a closure sums up for its period. */
export type ClosureTotals = z.infer<typeof closureTotalsSchema>;

/** A periodic closure (`/accounting/ledger/closures`) with the perpetual cumulative totals of its period type. */
export type LedgerClosure = z.infer<typeof ledgerClosureSchema>;

/** What the verification found wrong: in the chain, its sealed head, or a document recomputed from its rows. */
export type LedgerFindingKind = (typeof FINDING_KINDS)[number];

/** One field of a document that differs from what its event recorded (values as French text). */
export interface LedgerDifference {
  field: string;
  recorded: string;
  stored: string;
}

export interface LedgerFinding {
  kind: LedgerFindingKind;
  /** The event concerned, when there is one. */
  seq: number | null;
  /** The invoice, credit note or receipt concerned, when there is one. */
  documentNumber: string | null;
  /** French explanation for the screen and the CLI. */
  message: string;
  differences: LedgerDifference[];
}

/** `GET /accounting/ledger/verify`: the chain's check, and the documents recomputed from their rows. */
export type LedgerVerification = z.infer<typeof ledgerVerificationSchema>;
