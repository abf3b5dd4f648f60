import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { billingTitles as m } from './titles';
import { billingRoutes, CONFIGURATION_PERMISSIONS } from './routes';

/** Billing configuration (`configuration/facturation`), customer accounts and the wizard's billing step. */
export const billingModule: ModuleDescriptor = {
  id: 'billing',
  routes: billingRoutes,
  nav: [{ key: 'facturation', title: m.navTitle, icon: 'euro', path: ROUTE_PATTERNS.billingConfiguration, group: 'configuration', order: 20, permissions: CONFIGURATION_PERMISSIONS }],
  slots: [
    {
      slot: 'configuration.wizard.steps',
      id: 'billing.wizard-step',
      title: m.wizard.title,
      order: 30,
      permissions: ['isConfigBilling', 'isConfigAccount'],
      load: () => import('./components/BillingWizardStep'),
    },
  ],
};
