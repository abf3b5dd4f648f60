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

/** What the verification found wrong: in the chain, its sealed head, or a document recomputed from its rows. */
export type LedgerFindingKind =
  | 'sequence-gap'
  | 'previous-hash-mismatch'
  | 'hash-mismatch'
  | 'payload-not-canonical'
  | 'structure-mismatch'
  | 'scheme-downgrade'
  | 'head-missing'
  | 'head-seal'
  | 'head-mismatch'
  | 'document-changed'
  | 'document-deleted'
  | 'document-inserted'
  | 'closure-changed';

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
