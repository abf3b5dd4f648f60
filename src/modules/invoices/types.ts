import type { z } from 'zod';
import type { Payment } from '../../shared/accounting/payments';
import type { creditNoteSchema, invoiceDetailsSchema, invoiceSchema } from './schema';

export type { Payment };

/** An invoice (`/accounting/invoices`): a draft, then numbered and frozen when validated (NF525). */
export type Invoice = z.infer<typeof invoiceSchema>;

/** `GET /accounting/invoices/{id}`: lines, VAT breakdown, payments and credit notes. */
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;

/** `GET /accounting/credit-note/{id}`: a credit note correcting an invoice (always validated). */
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** A credit note as listed on its invoice. */
export type CreditNoteSummary = InvoiceDetails['creditNotes'][number];
