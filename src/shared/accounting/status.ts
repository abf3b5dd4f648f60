/**
 * Statuses of quotations, invoices and credit notes (spec part 1 §4, one table for all of them) and
 * the transitions the reference server allows (spec: "not shown", see docs/decisions.md).
 */
export const BILL_STATUS = {
  refused: -1,
  draft: 0,
  pending: 1,
  inProgress: 2,
  validated: 3,
  accepted: 4,
  unpaid: 5,
  partialPayment: 6,
  paid: 7,
} as const;

export type BillStatus = (typeof BILL_STATUS)[keyof typeof BILL_STATUS];

/** The French labels of the status table, verbatim. */
export const BILL_STATUS_LABELS: Record<BillStatus, string> = {
  [-1]: 'Refusé',
  0: 'Brouillon',
  1: 'En attente',
  2: 'En cours',
  3: 'Validée',
  4: 'Acceptée',
  5: 'Impayée',
  6: 'Paiement partiel',
  7: 'Payée',
};

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export const BILL_STATUS_TONES: Record<BillStatus, StatusTone> = {
  [-1]: 'danger',
  0: 'neutral',
  1: 'info',
  2: 'info',
  3: 'success',
  4: 'success',
  5: 'warning',
  6: 'warning',
  7: 'success',
};

export function isBillStatus(value: number): value is BillStatus {
  return Object.values(BILL_STATUS).includes(value as BillStatus);
}

/** Statuses a quotation goes through (the public link moves 1 → 2 when opened, → 4 when accepted). */
export const QUOTATION_STATUSES: readonly BillStatus[] = [-1, 0, 1, 2, 3, 4];
/** Statuses of an invoice: draft, then unpaid / partial / paid following its payments and credit notes. */
export const INVOICE_STATUSES: readonly BillStatus[] = [0, 5, 6, 7];

/** Transitions a staff member may ask for on a quotation with PATCH {status}. */
const QUOTATION_TRANSITIONS: Record<number, readonly BillStatus[]> = {
  [BILL_STATUS.draft]: [BILL_STATUS.pending, BILL_STATUS.validated, BILL_STATUS.refused],
  [BILL_STATUS.pending]: [BILL_STATUS.validated, BILL_STATUS.refused],
  [BILL_STATUS.inProgress]: [BILL_STATUS.validated, BILL_STATUS.refused],
  [BILL_STATUS.validated]: [BILL_STATUS.refused],
  // The learner accepted it (public link): an agreement, invoiced or duplicated, no longer refused.
  [BILL_STATUS.accepted]: [],
  [BILL_STATUS.refused]: [],
};

export function canMoveQuotation(from: number, to: number): boolean {
  return (QUOTATION_TRANSITIONS[from] ?? []).includes(to as BillStatus);
}

/** A quotation may be deleted until the learner accepted it or it was invoiced. */
export function isQuotationDeletable(quotation: { status: number; invoiced: boolean }): boolean {
  return !quotation.invoiced && quotation.status !== BILL_STATUS.accepted;
}

/** A quotation's lines may change while it is a draft or waiting for an answer. */
export function isQuotationEditable(status: number): boolean {
  return status === BILL_STATUS.draft || status === BILL_STATUS.pending || status === BILL_STATUS.inProgress;
}

/** The payment status of a validated invoice from what was paid and credited (cents). */
export function invoicePaymentStatus(totalTtcCents: number, settledCents: number): BillStatus {
  if (settledCents <= 0) return totalTtcCents <= 0 ? BILL_STATUS.paid : BILL_STATUS.unpaid;
  return settledCents >= totalTtcCents ? BILL_STATUS.paid : BILL_STATUS.partialPayment;
}
