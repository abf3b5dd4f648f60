import { LEARNER_MENU, ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { invoiceTitles as m } from './titles';
import { INVOICE_PERMISSIONS, invoiceRoutes } from './routes';

/** Invoices and credit notes (`pieces-comptables/factures`), payments and receipts, and the learner's invoices tab. */
export const invoicesModule: ModuleDescriptor = {
  id: 'invoices',
  routes: invoiceRoutes,
  nav: [{ key: 'factures', title: m.navTitle, icon: 'euro', path: ROUTE_PATTERNS.invoices, group: 'accounting', order: 20, permissions: INVOICE_PERMISSIONS }],
  slots: [
    {
      slot: 'learner.tabs',
      id: 'invoices.learner-tab',
      title: m.learnerTab.title,
      order: 50,
      key: String(LEARNER_MENU.invoices),
      permissions: INVOICE_PERMISSIONS,
      load: () => import('./screens/LearnerInvoicesTab'),
    },
  ],
};
