import type { ApiClient, DownloadedFile } from '../api/client';
import type { Page } from '../api/hydra';
import type { QueryParams } from '../api/query';
import type { MailQueued } from '../mail/types';
import type { z } from 'zod';
import type { paymentSchema } from './answers';

/**
 * Payments of invoices and their receipts (`/accounting/payments`): recorded from an invoice, listed and
 * printed from the accounting documents too, so their calls live here for both modules.
 */

export { PAYMENT_METHODS, type PaymentMethod } from './payment-methods';

/** A payment of an invoice and its receipt, or a refund (a negative amount, its own number). */
export type Payment = z.infer<typeof paymentSchema>;

export const PAYMENTS_PATH = '/accounting/payments';

/** `GET /accounting/payments` (invoice, agency, method, paidOn range, simplesearch, page, order). */
export function listPayments(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Payment>> {
  return client.list<Payment>(PAYMENTS_PATH, params, { signal });
}

/** The receipt of a payment (each print is logged by the ledger). */
export function downloadReceipt(client: ApiClient, paymentId: number): Promise<DownloadedFile> {
  return client.download(`${PAYMENTS_PATH}/${paymentId}/receipt`);
}

/** `POST /accounting/mail-accounting-attached-pdf` for a receipt. */
export function sendReceiptByEmail(client: ApiClient, paymentId: number, to?: string): Promise<MailQueued> {
  return client.post<MailQueued>('/accounting/mail-accounting-attached-pdf', { document: 'receipt', id: paymentId, ...(to ? { to } : {}) });
}
