import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { accountSetupTitles } from './titles';
import { accountSetupRoutes, CONFIGURATION_PERMISSIONS } from './routes';

/** The account configuration wizard (`configuration/configuration-compte`, also `configuration/compte`). */
export const accountSetupModule: ModuleDescriptor = {
  id: 'account-setup',
  routes: accountSetupRoutes,
  nav: [
    {
      key: 'account-configuration',
      title: accountSetupTitles.navTitle,
      icon: 'settings',
      path: ROUTE_PATTERNS.accountConfiguration,
      permissions: CONFIGURATION_PERMISSIONS,
      group: 'configuration',
      order: 10,
    },
  ],
};
