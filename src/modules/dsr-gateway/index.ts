import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import DsrNavbarIndicator from './components/DsrNavbarIndicator';
import type { ModuleDescriptor } from '../../shared/module/types';
import { dsrTitles } from './titles';
import { dsrRedirects, dsrRoutes } from './routes';

/** The livret-numérique (remote-declaration) gateway: connections, declared lessons, dashboards. */
export const dsrGatewayModule: ModuleDescriptor = {
  id: 'dsr-gateway',
  routes: dsrRoutes,
  redirects: dsrRedirects,
  nav: [
    {
      key: 'livret-numerique',
      title: dsrTitles.navTitle,
      icon: 'book',
      path: ROUTE_PATTERNS.dsrGateway,
      group: 'national',
      order: 20,
      permissions: ['isAccessDSRGateway', 'isAccessDashboards', 'isConnectToDSRGateway'],
    },
  ],
  navbarWidgets: [{ id: 'dsr-gateway.indicator', order: 10, component: DsrNavbarIndicator }],
};
