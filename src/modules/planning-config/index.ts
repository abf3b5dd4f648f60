import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { planningConfigTitles as m } from './titles';
import { CONFIGURATION_PERMISSIONS, planningConfigRoutes } from './routes';

/** Planning configuration (`configuration/configuration-planning`) and the planning step of the account wizard. */
export const planningConfigModule: ModuleDescriptor = {
  id: 'planning-config',
  routes: planningConfigRoutes,
  nav: [
    {
      key: 'configuration-planning',
      title: m.navTitle,
      icon: 'calendar',
      path: ROUTE_PATTERNS.planningConfiguration,
      group: 'configuration',
      order: 20,
      permissions: CONFIGURATION_PERMISSIONS,
    },
  ],
  slots: [
    {
      slot: 'configuration.wizard.steps',
      id: 'planning-config.wizard-step',
      key: 'planning',
      title: 'Planning',
      order: 30,
      load: () => import('./components/PlanningWizardStep'),
    },
  ],
};
