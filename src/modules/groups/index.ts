import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { groupsTitles } from './titles';
import { groupRoutes } from './routes';

/** Groups of learners (`/groupes`). */
export const groupsModule: ModuleDescriptor = {
  id: 'groups',
  routes: groupRoutes,
  nav: [{ key: 'groups', title: groupsTitles.navTitle, icon: 'users', path: ROUTE_PATTERNS.groups, group: 'learners', order: 20 }],
};
