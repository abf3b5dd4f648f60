import { LEARNER_MENU, ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { contractsTitles } from './titles';
import { CONTRACT_PERMISSIONS } from './types';
import { contractRoutes } from './routes';

/** Training contracts and amendments: `pieces-comptables/contrat` and the learner record's tab 7. */
export const contractsModule: ModuleDescriptor = {
  id: 'contracts',
  routes: contractRoutes,
  nav: [
    {
      key: 'contracts',
      title: contractsTitles.navTitle,
      icon: 'fileText',
      path: ROUTE_PATTERNS.contracts,
      group: 'accounting',
      order: 30,
      permissions: CONTRACT_PERMISSIONS,
    },
  ],
  slots: [
    {
      slot: 'learner.tabs',
      id: 'contracts.learnerTab',
      key: String(LEARNER_MENU.contracts),
      title: contractsTitles.tabTitle,
      order: LEARNER_MENU.contracts,
      permissions: CONTRACT_PERMISSIONS,
      load: () => import('./components/LearnerContractsTab'),
    },
  ],
};
