import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { learnersTitles } from './titles';
import { learnerRoutes } from './routes';

/** Learners (`/apprenants`) and the learner record (`/apprenants/{learnerId}?menu=…`). */
export const learnersModule: ModuleDescriptor = {
  id: 'learners',
  routes: learnerRoutes,
  nav: [{ key: 'learners', title: learnersTitles.navTitle, icon: 'users', path: ROUTE_PATTERNS.learners, group: 'learners', order: 10 }],
};
