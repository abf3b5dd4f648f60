import type { BillBase, BillDetails } from '../../shared/accounting/types';
import type { Payment } from '../../shared/accounting/payments';

export type { Payment };

/** An invoice (`/accounting/invoices`): a draft, then numbered and frozen when validated (NF525). */
export interface Invoice extends BillBase {
  /** The sales journal lists both: an invoice, or a credit note (negative totals, its invoice in `invoice`). */
  kind: 'invoice' | 'credit_note';
  dueDate: string | null;
  paymentTermsDays: number | null;
  validatedAt: string | null;
  /** Paid by the payments (net of refunds), credited by the credit notes, and what is left (euros). */
  paid: number;
  credited: number;
  remaining: number;
  /** What is owed back to the customer: paid, then credited by a credit note (euros, 0 when nothing). */
  refundDue: number;
  /** The quotation it comes from. */
  quotation: { '@id': string; id: number; number: string | null } | null;
  /** A credit note's invoice (null for an invoice). */
  invoice: { '@id': string; id: number; number: string | null } | null;
}

/** A credit note as listed on its invoice. */
export interface CreditNoteSummary {
  '@id': string;
  id: number;
  number: string | null;
  reason: string | null;
  issueDate: string;
  totalPriceTtc: number;
}


/** `GET /accounting/invoices/{id}`: lines, VAT breakdown, payments and credit notes. */
export interface InvoiceDetails extends Invoice, BillDetails {
  payments: Payment[];
  creditNotes: CreditNoteSummary[];
  /** What is left to credit on each line (its quantity less the credit notes'), as a credit note takes it. */
  creditable: { invoiceLine: number; quantity: number }[];
}

/** `GET /accounting/credit-note/{id}`: a credit note correcting an invoice (always validated). */
export interface CreditNote extends BillBase, BillDetails {
  reason: string | null;
  validatedAt: string | null;
  invoice: { '@id': string; id: number; number: string | null };
}
