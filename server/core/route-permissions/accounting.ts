import { VAT_WRITE } from '../../../src/shared/auth/permission-groups';
import { ANY_MAIL_PERMISSION } from '../../../src/shared/mail/permissions';
import type { RouteTable } from './types';

/** Accounting: billing configuration, products and packages, quotations, invoices, payments, NF525 ledger. */
export const ACCOUNTING_ROUTES: RouteTable = {
  'GET /api/products/packages': 'authenticated',
  'GET /api/products/packages/:id': 'authenticated',
  'POST /api/products/packages': ['isConfigProductsAndServices'],
  'POST /api/products/packages/duplicate': ['isConfigProductsAndServices'],
  'PATCH /api/products/packages/:id': ['isConfigProductsAndServices'],
  'DELETE /api/products/packages/:id': ['isConfigProductsAndServices'],
  'POST /api/products/package-items/update-order': ['isConfigProductsAndServices'],
  // The e-mails of documents: whoever may send one of them by e-mail (the handler narrows to the documents).
  'GET /api/mail/outbox-emails': ANY_MAIL_PERMISSION,
  'POST /api/mail/outbox-emails/:id{[0-9]+}/retry': ANY_MAIL_PERMISSION,
  'GET /api/mail/settings': 'authenticated',
  'POST /api/accounting/mail-accounting-attached-pdf': ['isPrintQuotation', 'isSendInvoiceByEmail', 'isSendReceiptByEmail'],
  'GET /api/accounting/ledger/events': ['isAccessFiscalArchive', 'isViewEventLog'],
  'GET /api/accounting/ledger/verify': 'authenticated',
  'GET /api/accounting/ledger/closures': ['isAccessFiscalArchive', 'isViewEventLog'],
  'POST /api/accounting/ledger/closures': ['isAccessFiscalArchive'],
  'GET /api/accounting/ledger/archive': ['isAccessFiscalArchive'],
  'GET /api/accounting/ledger/fec': ['isAccessFiscalArchive'],
};
