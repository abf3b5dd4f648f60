import { ROLES } from '../../shared/auth/roles';
import type { ModuleDescriptor } from '../../shared/module/types';
import { platformTitles as m } from './titles';
import { PLATFORM_PATHS, platformRoutes } from './routes';

/** Platform configuration (ADMIN), notifications (ADMIN management and the plain list), settings and screens. */
export const platformModule: ModuleDescriptor = {
  id: 'platform',
  routes: platformRoutes,
  nav: [
    { key: 'platform', title: m.navTitle, icon: 'settings', path: PLATFORM_PATHS.configuration, roles: [ROLES.admin], group: 'administration', order: 40 },
    { key: 'notifications-admin', title: m.notifications.title, icon: 'bell', path: PLATFORM_PATHS.notifications, roles: [ROLES.admin], group: 'administration', order: 50 },
    { key: 'my-notifications', title: m.notifications.mine, icon: 'bell', path: PLATFORM_PATHS.myNotifications, group: 'administration', order: 80 },
    { key: 'settings', title: m.settings.title, icon: 'settings', path: PLATFORM_PATHS.settings, group: 'configuration', order: 80 },
    { key: 'screens', title: m.screens.title, icon: 'book', path: PLATFORM_PATHS.screens, group: 'configuration', order: 90 },
  ],
};
