import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { accountSetupMessages } from './messages';
import { accountSetupRoutes, CONFIGURATION_PERMISSIONS } from './routes';

/** The account configuration wizard (`configuration/configuration-compte`, also `configuration/compte`). */
export const accountSetupModule: ModuleDescriptor = {
  id: 'account-setup',
  routes: accountSetupRoutes,
  nav: [
    {
      key: 'account-configuration',
      title: accountSetupMessages.navTitle,
      icon: 'settings',
      path: ROUTE_PATTERNS.accountConfiguration,
      permissions: CONFIGURATION_PERMISSIONS,
      group: 'configuration',
      order: 10,
    },
  ],
};
