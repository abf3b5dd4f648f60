import type { RouteTable } from './types';

/** Accounting: the NF525 ledger (the other accounting routes are declared: server/resources/areas/accounting.ts). */
export const ACCOUNTING_ROUTES: RouteTable = {
  'GET /api/accounting/ledger/events': ['isAccessFiscalArchive', 'isViewEventLog'],
  'GET /api/accounting/ledger/verify': 'authenticated',
  'GET /api/accounting/ledger/closures': ['isAccessFiscalArchive', 'isViewEventLog'],
  'POST /api/accounting/ledger/closures': ['isAccessFiscalArchive'],
  'GET /api/accounting/ledger/archive': ['isAccessFiscalArchive'],
  'GET /api/accounting/ledger/fec': ['isAccessFiscalArchive'],
};
