import type { Permission } from '../../shared/auth/permissions';
import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { ledgerTitles as m } from './titles';

/** Spec part 1 §6: `pieces-comptables` needs any of these; `nf525` needs none. */
export const ACCOUNTING_DOCUMENT_PERMISSIONS: readonly Permission[] = ['isCreateReceipt', 'isAccessFiscalArchive', 'isViewEventLog', 'isSendReceiptByEmail', 'isPrintReceipt'];

export const ledgerRoutes: readonly RouteDefinition[] = [
  {
    id: 'ledger.documents',
    path: ROUTE_PATTERNS.accountingDocuments,
    title: m.title,
    load: () => import('./screens/AccountingDocuments'),
    permissions: ACCOUNTING_DOCUMENT_PERMISSIONS,
    query: ['onglet', 'page', 'itemsPerPage', 'simplesearch', 'order', 'eventType', 'periodType'],
  },
  { id: 'ledger.nf525', path: ROUTE_PATTERNS.nf525, title: m.nf525.title, load: () => import('./screens/Nf525') },
];
