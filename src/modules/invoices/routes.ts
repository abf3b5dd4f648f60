import type { Permission } from '../../shared/auth/permissions';
import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { invoiceTitles as m } from './titles';

/** Spec part 1 §6: the invoice routes need any of these. */
export const INVOICE_PERMISSIONS: readonly Permission[] = ['isCreateInvoice', 'isUpdateInvoice', 'isValidateInvoice', 'isDeleteInvoice', 'isPrintInvoice', 'isSendInvoiceByEmail'];

const QUERY = ['services', 'created', 'sections'] as const;

export const invoiceRoutes: readonly RouteDefinition[] = [
  {
    id: 'invoices.list',
    path: ROUTE_PATTERNS.invoices,
    title: m.title,
    load: () => import('./screens/InvoiceList'),
    permissions: INVOICE_PERMISSIONS,
    query: [...QUERY, 'page', 'itemsPerPage', 'simplesearch', 'order', 'status', 'organizationFilter', 'createdAtBefore', 'createdAtAfter', 'totalPriceTtc', 'agency', 'learner'],
  },
  {
    id: 'invoices.details',
    path: ROUTE_PATTERNS.invoice,
    title: m.detailsTitle,
    load: () => import('./screens/InvoiceDetails'),
    permissions: INVOICE_PERMISSIONS,
    query: QUERY,
  },
];
