import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { quotationTitles as m } from './titles';
import { QUOTATION_PERMISSIONS, quotationRoutes } from './routes';

/** Quotations (`pieces-comptables/devis`) and their public page (`/devis/{uuid}`). */
export const quotationsModule: ModuleDescriptor = {
  id: 'quotations',
  routes: quotationRoutes,
  nav: [{ key: 'devis', title: m.navTitle, icon: 'fileText', path: ROUTE_PATTERNS.quotations, group: 'accounting', order: 10, permissions: QUOTATION_PERMISSIONS }],
};
