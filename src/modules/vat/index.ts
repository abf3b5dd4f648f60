import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { vatTitles } from './titles';
import { vatRoutes } from './routes';

/** VAT rates of the agencies (`/tva`). */
export const vatModule: ModuleDescriptor = {
  id: 'vat',
  routes: vatRoutes,
  nav: [{ key: 'tva', title: vatTitles.navTitle, icon: 'euro', path: ROUTE_PATTERNS.vat, group: 'configuration', order: 40 }],
};
