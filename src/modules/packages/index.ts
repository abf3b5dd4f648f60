import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { packageTitles as m } from './titles';
import { CONFIGURATION_PERMISSIONS, packageRoutes } from './routes';

/** Packages (formules) and services (prestations): `configuration/produits-prestations`. */
export const packagesModule: ModuleDescriptor = {
  id: 'packages',
  routes: packageRoutes,
  nav: [{ key: 'produits-prestations', title: m.navTitle, icon: 'book', path: ROUTE_PATTERNS.packages, group: 'configuration', order: 30, permissions: CONFIGURATION_PERMISSIONS }],
};
