import { LEARNER_MENU, ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { planningTitles as m } from './titles';
import { planningRoutes } from './routes';

/** The planning calendar (`/planning`) and the learner record's « services consumed » tab (menu 6). */
export const planningModule: ModuleDescriptor = {
  id: 'planning',
  routes: planningRoutes,
  // Key planningss: the shell opens it in a new tab (spec part 1 §2).
  nav: [{ key: 'planningss', title: m.navTitle, icon: 'calendar', path: ROUTE_PATTERNS.planning, group: 'planning', order: 10 }],
  slots: [
    {
      slot: 'learner.tabs',
      id: 'planning.learner-slots',
      key: String(LEARNER_MENU.servicesConsumed),
      title: m.learnerTab.title,
      order: 60,
      load: () => import('./components/LearnerSlotsTab'),
    },
  ],
};
