import type { ApiClient, DownloadedFile } from '../api/client';
import type { Page } from '../api/hydra';
import type { QueryParams } from '../api/query';
import type { MailQueued } from '../mail/types';

/**
 * Payments of invoices and their receipts (`/accounting/payments`): recorded from an invoice, listed and
 * printed from the accounting documents too, so their calls live here for both modules.
 */

/** How a payment was made, with the French label printed on receipts. */
export const PAYMENT_METHODS = {
  card: 'Carte bancaire',
  cash: 'Espèces',
  cheque: 'Chèque',
  transfer: 'Virement',
  direct_debit: 'Prélèvement',
  cpf: 'Mon Compte Formation (CPF)',
  other: 'Autre',
} as const;

export type PaymentMethod = keyof typeof PAYMENT_METHODS;

/** A movement of money on an invoice: a payment and its receipt, or a refund given back. */
export type PaymentKind = 'payment' | 'refund';

/** A payment of an invoice and its receipt, or a refund (a negative amount, its own number). */
export interface Payment {
  id: number;
  kind: PaymentKind;
  invoice: { '@id': string; id: number; number: string | null };
  agency: { '@id': string; id: number; name: string };
  amount: number;
  method: PaymentMethod;
  paidOn: string;
  reference: string | null;
  payerName: string;
  receiptNumber: string;
  createdAt: string;
}

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
