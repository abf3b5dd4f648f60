import { paymentCreateSchema } from '../../../src/modules/invoices/schema';
import type { Payment } from '../../../src/modules/invoices/types';
import { paymentSchema } from '../../../src/shared/accounting/answers';
import { ACCOUNTING_DOCUMENTS, INVOICES } from '../../../src/shared/auth/permission-groups';
import type { AppDeps, AuthContext } from '../../core/env';
import { collectionRoute, itemRoute, rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { fileResponse } from '../../pdf/response';
import { getBill, renderReceipt } from '../bills/documents';
import { fiscalTransaction } from '../ledger/witness-keeper';
import { recordPaymentTx, recordRefundTx, type PaymentInput } from './operations';
import { ledgerActor, listPayments, paymentJsonLd, PAYMENTS_PATH } from './invoice-store';

/** Records money moving on an invoice of the caller's (numbered and chained in the ledger by `record`); answers it. */
async function recordOnInvoice(deps: AppDeps, auth: AuthContext, input: PaymentInput & { invoice: number }, record: typeof recordPaymentTx) {
  const invoice = await getBill(deps.db, auth, 'invoice', input.invoice);
  const id = await fiscalTransaction(deps, auth.structureId, (trx) => record(trx, ledgerActor(deps, auth), invoice, input, deps.now()));
  return paymentJsonLd(deps, id);
}

/**
 * Payments of invoices and their receipts (`/accounting/payments`), and refunds (`/accounting/refunds`:
 * money given back on an invoice paid then credited, never more than is owed), each numbered and
 * chained in the ledger.
 */
export const PAYMENT_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<Payment>({
    method: 'GET',
    path: PAYMENTS_PATH,
    access: [...INVOICES, ...ACCOUNTING_DOCUMENTS],
    hydraClass: 'Payment',
    summary: 'Lists the payments and refunds of the caller’s agencies (invoice, agency, method, paidOn, amount, search).',
    output: paymentSchema,
    handle: ({ deps, auth, query, url }) => listPayments(deps, auth, query, url),
  }),

  itemRoute({
    method: 'POST',
    path: PAYMENTS_PATH,
    access: ['isCreateReceipt'],
    hydraClass: 'Payment',
    summary: 'Records a payment of a validated invoice and numbers its receipt.',
    input: paymentCreateSchema,
    status: 201,
    output: paymentSchema,
    // A draft invoice is refused by recordPaymentTx (« Validez la facture… »), before anything is written.
    handle: ({ deps, auth, body }) => recordOnInvoice(deps, auth, body, recordPaymentTx),
  }),

  itemRoute({
    method: 'POST',
    path: '/accounting/refunds',
    access: ['isCreateReceipt'],
    hydraClass: 'Payment',
    summary: 'Records money given back on an invoice that owes a refund (paid, then credited).',
    input: paymentCreateSchema,
    status: 201,
    output: paymentSchema,
    handle: ({ deps, auth, body }) => recordOnInvoice(deps, auth, body, recordRefundTx),
  }),

  rawRoute({
    method: 'GET',
    path: `${PAYMENTS_PATH}/{id}/receipt`,
    access: ['isPrintReceipt'],
    hydraClass: 'Payment',
    summary: 'The receipt (PDF) of a payment or refund.',
    mediaType: 'application/pdf',
    async handle({ deps, auth, id }, c) {
      const file = await renderReceipt(deps, auth, id(), 'download');
      return fileResponse(c, file.bytes, file.filename);
    },
  }),
];
