import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { ledgerTitles as m } from './titles';
import { ACCOUNTING_DOCUMENT_PERMISSIONS, ledgerRoutes } from './routes';

/** Accounting documents (`pieces-comptables`): receipts, NF525 event log, closures, fiscal archive; and `nf525`. */
export const ledgerModule: ModuleDescriptor = {
  id: 'ledger',
  routes: ledgerRoutes,
  nav: [
    { key: 'pieces-comptables', title: m.navTitle, icon: 'book', path: ROUTE_PATTERNS.accountingDocuments, group: 'accounting', order: 30, permissions: ACCOUNTING_DOCUMENT_PERMISSIONS },
    { key: 'nf525', title: m.nf525.title, icon: 'shield', path: ROUTE_PATTERNS.nf525, group: 'accounting', order: 40 },
  ],
};
