import type { LedgerFinding } from '../../shared/ledger/types';

export type { LedgerDifference, LedgerFinding, LedgerFindingKind } from '../../shared/ledger/types';

/** An entry of the NF525 event log (`/accounting/ledger/events`), chained by its hash. */
export interface LedgerEvent {
  id: number;
  seq: number;
  eventType: string;
  documentType: string | null;
  documentId: number | null;
  documentNumber: string | null;
  amount: number | null;
  payload: Record<string, unknown>;
  user: { id: number; name: string } | null;
  createdAt: string;
  previousHash: string;
  hash: string;
  /** 1: plain SHA-256 (written before the ledger key); 2: HMAC-SHA256 with the ledger key. */
  scheme: number;
  /** Invoices, credit notes and payments (scheme 2): sha256 of the document's fiscal content. */
  documentDigest: string | null;
}

export type ClosurePeriod = 'day' | 'month' | 'year';

export interface AmountTotals {
  count: number;
  ht: number;
  tva: number;
  ttc: number;
}

/** What a closure sums up for its period. */
export interface ClosureTotals {
  invoices: AmountTotals;
  creditNotes: AmountTotals;
  /** Invoices minus credit notes. */
  net: Omit<AmountTotals, 'count'>;
  vat: { rate: number; baseHt: number; tva: number }[];
  payments: { count: number; amount: number; byMethod: Record<string, number> };
}

/** A periodic closure (`/accounting/ledger/closures`) with the perpetual cumulative totals of its period type. */
export interface LedgerClosure {
  id: number;
  periodType: ClosurePeriod;
  periodStart: string;
  periodEnd: string;
  /** The first day it covers: the day after the previous closure of its type (or the first event's day). */
  coveredFrom: string;
  totals: ClosureTotals;
  netTtc: number;
  cumulativeTtc: number;
  payments: number;
  cumulativePayments: number;
  eventsCount: number;
  eventSeq: number;
  hash: string;
  createdAt: string;
}

/** `GET /accounting/ledger/verify`: the chain's check, and the documents recomputed from their rows. */
export interface LedgerVerification {
  ok: boolean;
  checked: number;
  lastSeq: number;
  lastHash: string;
  firstBroken: { seq: number; reason: string; message: string } | null;
  /** Everything found wrong (at most `FINDINGS_LIMIT`; `findingsCount` counts them all). */
  findings: LedgerFinding[];
  findingsCount: number;
  verifiedAt: string;
}
