import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { pushTitles } from './titles';
import { pushRoutes } from './routes';

/** Push notifications to the learners' application (`/push-kopilote`). */
export const pushesModule: ModuleDescriptor = {
  id: 'pushes',
  routes: pushRoutes,
  nav: [{ key: 'push-kopilote', title: pushTitles.navTitle, icon: 'bell', path: ROUTE_PATTERNS.pushes, group: 'communication', order: 10 }],
};
