import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { learnersMessages } from './messages';
import { learnerRoutes } from './routes';

/** Learners (`/apprenants`) and the learner record (`/apprenants/{learnerId}?menu=…`). */
export const learnersModule: ModuleDescriptor = {
  id: 'learners',
  routes: learnerRoutes,
  nav: [{ key: 'learners', title: learnersMessages.navTitle, icon: 'users', path: ROUTE_PATTERNS.learners, group: 'learners', order: 10 }],
};
