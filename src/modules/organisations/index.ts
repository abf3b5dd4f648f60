import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { organisationsTitles } from './titles';
import { organisationRoutes } from './routes';

/** Paying organisations (`/organismes`). */
export const organisationsModule: ModuleDescriptor = {
  id: 'organisations',
  routes: organisationRoutes,
  nav: [{ key: 'organisations', title: organisationsTitles.navTitle, icon: 'building', path: ROUTE_PATTERNS.organisations, group: 'learners', order: 30 }],
};
