import { ROLES } from '../../shared/auth/roles';
import type { ModuleDescriptor } from '../../shared/module/types';
import { dashboardTitles as m } from './titles';
import { DASHBOARD_ROUTES, dashboardRoutes } from './routes';

/**
 * The dashboards: the home page (`/`, where non-admin users land; an ADMIN is sent to /role by the
 * shell), the accounting dashboard (`/accounting`) and the activity dashboard (`/data`).
 */
export const dashboardsModule: ModuleDescriptor = {
  id: 'dashboards',
  routes: dashboardRoutes,
  nav: [
    // Before the groups (200+), after the probe-level entries tests may add (order < 100).
    { key: 'home', title: m.home.navTitle, icon: 'home', path: DASHBOARD_ROUTES.home, roles: [ROLES.manager, ROLES.administrative, ROLES.trainer], order: 100 },
    { key: 'data', title: m.data.navTitle, icon: 'chart', path: DASHBOARD_ROUTES.data, order: 110 },
    {
      key: 'accounting-dashboard',
      title: m.accounting.navTitle,
      icon: 'chart',
      path: DASHBOARD_ROUTES.accounting,
      roles: [ROLES.admin, ROLES.manager, ROLES.administrative],
      group: 'accounting',
      order: 5,
    },
  ],
};
