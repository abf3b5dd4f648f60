import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { agenciesTitles } from './titles';
import { agenciesRoutes } from './routes';

/** The agencies of the structure (`/agence`, isViewAgencies). */
export const agenciesModule: ModuleDescriptor = {
  id: 'agencies',
  routes: agenciesRoutes,
  nav: [{ key: 'agencies', title: agenciesTitles.navTitle, icon: 'building', path: ROUTE_PATTERNS.agencies, permissions: ['isViewAgencies'], group: 'administration', order: 20 }],
};
