import { VAT_WRITE } from '../../../src/shared/auth/permission-groups';
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
  'GET /api/accounting/ledger/events': ['isAccessFiscalArchive', 'isViewEventLog'],
  'GET /api/accounting/ledger/verify': 'authenticated',
  'GET /api/accounting/ledger/closures': ['isAccessFiscalArchive', 'isViewEventLog'],
  'POST /api/accounting/ledger/closures': ['isAccessFiscalArchive'],
  'GET /api/accounting/ledger/archive': ['isAccessFiscalArchive'],
  'GET /api/accounting/ledger/fec': ['isAccessFiscalArchive'],
};
