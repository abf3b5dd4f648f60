import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import AntsNavbarIndicator from './components/AntsNavbarIndicator';
import type { ModuleDescriptor } from '../../shared/module/types';
import { antsTitles } from './titles';
import { antsRoutes } from './routes';

/** ANTS: connection of the agencies or the structure, requests, statistics, supporting documents (`/ants`). */
export const antsModule: ModuleDescriptor = {
  id: 'ants',
  routes: antsRoutes,
  nav: [{ key: 'ants', title: antsTitles.navTitle, icon: 'shield', path: ROUTE_PATTERNS.ants, group: 'national', order: 10, permissions: ['isViewANTS'] }],
  navbarWidgets: [{ id: 'ants.indicator', order: 20, component: AntsNavbarIndicator }],
};
