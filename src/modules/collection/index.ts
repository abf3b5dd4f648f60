import { LEARNER_MENU, ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { COLLECTION_PERMISSIONS, collectionRoutes } from './routes';
import { collectionTitles as m } from './titles';

/** Money coming in: SEPA direct-debit batches (`/prelevements`) and the learner's mandates tab. */
export const collectionModule: ModuleDescriptor = {
  id: 'collection',
  routes: collectionRoutes,
  nav: [{ key: 'prelevements', title: m.navTitle, icon: 'euro', path: ROUTE_PATTERNS.sepaBatches, group: 'accounting', order: 25, permissions: COLLECTION_PERMISSIONS }],
  slots: [
    {
      slot: 'learner.tabs',
      id: 'collection.learner-mandates',
      title: m.learnerTab,
      order: 55,
      key: String(LEARNER_MENU.mandates),
      permissions: COLLECTION_PERMISSIONS,
      load: () => import('./components/LearnerMandatesTab'),
    },
  ],
};
