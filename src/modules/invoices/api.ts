import type { BillCreateInput, CreatedBill } from '../../shared/accounting/bill-create';
import type { LearnerBalanceAnswer } from '../../shared/accounting/balance';
import type { MailableDocument } from '../../shared/accounting/mail';
import type { MailQueued } from '../../shared/mail/types';
import { PAYMENTS_PATH } from '../../shared/accounting/payments';
import type { ApiClient, DownloadedFile } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type { LearnerPayment } from '../../shared/references/types';
import type { CreditNoteCreate, InvoiceCreate, InvoiceInformation, InvoicePatch, PaymentCreate } from './schema';
import type { CreditNote, Invoice, InvoiceDetails, Payment } from './types';

import { INVOICES_PATH, LEARNER_BALANCE_PATH, LEARNER_BILLS_PATH } from '../../shared/accounting/reads';

export { INVOICE_READS, INVOICES_PATH, LEARNER_BALANCE_PATH, LEARNER_BILLS_PATH } from '../../shared/accounting/reads';
export { downloadReceipt, PAYMENTS_PATH } from '../../shared/accounting/payments';
export const CREDIT_NOTES_PATH = '/accounting/credit-note';

/** `GET /accounting/invoices` (the quotation filters plus learner; up to 2000 for a learner's invoices). */
/** The learners an invoice may be made out to, with who pays for them and what was contracted (spec part 2 §7, `GET /learners/payment`). */
export const PAYMENT_LEARNERS_PATH = '/learners/payment';

/** `GET /learners/payment` (agency, simplesearch): the new invoice's learner picker. */
export function listPaymentLearners(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<LearnerPayment>> {
  return client.list<LearnerPayment>(PAYMENT_LEARNERS_PATH, params, { signal });
}

export function listInvoices(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Invoice>> {
  return client.list<Invoice>(INVOICES_PATH, params, { signal });
}

/** `GET /learner/balance/{id}`: what the learner owes today, « échu » and « à échoir » (the one balance). */
export function getLearnerBalance(client: ApiClient, learnerId: number, signal?: AbortSignal): Promise<JsonLd<LearnerBalanceAnswer>> {
  return client.get<JsonLd<LearnerBalanceAnswer>>(`${LEARNER_BALANCE_PATH}/${learnerId}`, undefined, { signal });
}

/** `GET /accounting/bills?learner={id}`: the invoices of one learner (drafts included). */
export function listLearnerBills(client: ApiClient, params: QueryParams & { learner: number }, signal?: AbortSignal): Promise<Page<Invoice>> {
  return client.list<Invoice>(LEARNER_BILLS_PATH, params, { signal });
}

export function getInvoice(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<InvoiceDetails>> {
  return client.get<JsonLd<InvoiceDetails>>(`${INVOICES_PATH}/${id}`, undefined, { signal });
}

/** `POST /accounting/bills`: an empty draft invoice (or quotation) for a learner, in the learner's agency. */
export function createLearnerBill(client: ApiClient, payload: BillCreateInput): Promise<JsonLd<CreatedBill>> {
  return client.post<JsonLd<CreatedBill>>(LEARNER_BILLS_PATH, payload);
}

export function createInvoice(client: ApiClient, payload: InvoiceCreate): Promise<JsonLd<InvoiceDetails>> {
  return client.post<JsonLd<InvoiceDetails>>(INVOICES_PATH, payload);
}

export function updateInvoice(client: ApiClient, id: number, patch: InvoicePatch): Promise<JsonLd<InvoiceDetails>> {
  return client.patch<JsonLd<InvoiceDetails>>(`${INVOICES_PATH}/${id}`, patch);
}

/** `PATCH /accounting/invoices/update-information/{id}`: the section « Informations légales ». */
export function updateInvoiceInformation(client: ApiClient, id: number, patch: InvoiceInformation): Promise<JsonLd<InvoiceDetails>> {
  return client.patch<JsonLd<InvoiceDetails>>(`${INVOICES_PATH}/update-information/${id}`, patch);
}

/** `POST /accounting/invoices/{id}/validate`: numbers and freezes the draft (NF525). */
export function validateInvoice(client: ApiClient, id: number): Promise<JsonLd<InvoiceDetails>> {
  return client.post<JsonLd<InvoiceDetails>>(`${INVOICES_PATH}/${id}/validate`);
}

/** `DELETE /invoices/{id}` (a draft only). */
export function deleteInvoice(client: ApiClient, id: number): Promise<void> {
  return client.delete(`/invoices/${id}`);
}

export function downloadInvoicePdf(client: ApiClient, id: number): Promise<DownloadedFile> {
  return client.download(`${INVOICES_PATH}/${id}/pdf`);
}

/** The Factur-X XML (EN 16931) alone of a validated invoice (the file inside its PDF). */
export function downloadInvoiceFacturX(client: ApiClient, id: number): Promise<DownloadedFile> {
  return client.download(`${INVOICES_PATH}/${id}/factur-x`);
}

export function getCreditNote(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<CreditNote>> {
  return client.get<JsonLd<CreditNote>>(`${CREDIT_NOTES_PATH}/${id}`, undefined, { signal });
}

export function createCreditNote(client: ApiClient, payload: CreditNoteCreate): Promise<JsonLd<CreditNote>> {
  return client.post<JsonLd<CreditNote>>('/accounting/credit-notes', payload);
}

export function downloadCreditNotePdf(client: ApiClient, id: number): Promise<DownloadedFile> {
  return client.download(`${CREDIT_NOTES_PATH}/${id}/pdf`);
}

export function downloadCreditNoteFacturX(client: ApiClient, id: number): Promise<DownloadedFile> {
  return client.download(`${CREDIT_NOTES_PATH}/${id}/factur-x`);
}

export function createPayment(client: ApiClient, payload: PaymentCreate): Promise<JsonLd<Payment>> {
  return client.post<JsonLd<Payment>>(PAYMENTS_PATH, payload);
}

/** `POST /accounting/refunds`: money given back on an invoice that owes a refund (same fields as a payment). */
export function createRefund(client: ApiClient, payload: PaymentCreate): Promise<JsonLd<Payment>> {
  return client.post<JsonLd<Payment>>('/accounting/refunds', payload);
}

/** `POST /accounting/mail-accounting-attached-pdf` for an invoice, a credit note or a receipt. */
export function sendDocumentByEmail(client: ApiClient, document: Exclude<MailableDocument, 'quotation'>, id: number, to?: string, message?: string): Promise<MailQueued> {
  return client.post<MailQueued>('/accounting/mail-accounting-attached-pdf', { document, id, ...(to ? { to } : {}), message: message ?? null });
}
