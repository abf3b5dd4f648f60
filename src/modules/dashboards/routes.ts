import type { RouteDefinition } from '../../shared/module/types';
import { dashboardTitles as m } from './titles';

/** The dashboards' paths (spec: `/` home; `accounting` and `data` with no permission). */
export const DASHBOARD_ROUTES = { home: '/', accounting: '/accounting', data: '/data' } as const;

const tableQuery = (prefix: string) => [`${prefix}.page`, `${prefix}.tri`];

export const dashboardRoutes: readonly RouteDefinition[] = [
  {
    id: 'dashboards.home',
    path: DASHBOARD_ROUTES.home,
    title: m.home.title,
    load: () => import('./screens/Home'),
    query: ['jour', 'jour.tri', 'avancement', ...['anniversaires', 'contrats', 'avancement', 'operations', 'planning'].flatMap(tableQuery)],
  },
  {
    id: 'dashboards.accounting',
    path: DASHBOARD_ROUTES.accounting,
    title: m.accounting.title,
    load: () => import('./screens/AccountingDashboard'),
    query: ['startDate', 'endDate', 'echeance', ...tableQuery('echeances')],
  },
  {
    id: 'dashboards.data',
    path: DASHBOARD_ROUTES.data,
    title: m.data.title,
    load: () => import('./screens/DataDashboard'),
    query: ['startDate', 'endDate', 'avancement', 'heures.tri', 'label.tri', ...['avancement', 'operations'].flatMap(tableQuery)],
  },
];
