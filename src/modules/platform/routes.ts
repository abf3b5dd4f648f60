import type { RouteDefinition } from '../../shared/module/types';
import { platformTitles as m } from './titles';

export const PLATFORM_PATHS = {
  configuration: '/configuration-plateforme',
  configurationAlt: '/platforme-configuration',
  notifications: '/notifications',
  myNotifications: '/mes-notifications',
  settings: '/settings',
  screens: '/screens',
} as const;

export const platformRoutes: readonly RouteDefinition[] = [
  { id: 'platform.configuration', path: PLATFORM_PATHS.configuration, title: m.title, load: () => import('./screens/PlatformConfiguration'), adminOnly: true, query: ['tab', 'page', 'itemsPerPage', 'simplesearch', 'order'] },
  { id: 'platform.configuration-alt', path: PLATFORM_PATHS.configurationAlt, title: m.title, load: () => import('./screens/PlatformConfiguration'), query: ['tab'] },
  { id: 'platform.notifications', path: PLATFORM_PATHS.notifications, title: m.notifications.title, load: () => import('./screens/NotificationsAdmin'), adminOnly: true, query: ['page', 'itemsPerPage', 'order'] },
  { id: 'platform.my-notifications', path: PLATFORM_PATHS.myNotifications, title: m.notifications.mine, load: () => import('./screens/MyNotifications'), query: ['page', 'itemsPerPage'] },
  { id: 'platform.settings', path: PLATFORM_PATHS.settings, title: m.settings.title, load: () => import('./screens/Settings') },
  { id: 'platform.screens', path: PLATFORM_PATHS.screens, title: m.screens.title, load: () => import('./screens/Screens') },
];
