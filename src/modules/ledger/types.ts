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

/** `GET /accounting/ledger/verify`: the chain's check. */
export interface LedgerVerification {
  ok: boolean;
  checked: number;
  lastSeq: number;
  lastHash: string;
  firstBroken: { seq: number; reason: string; message: string } | null;
  verifiedAt: string;
}
