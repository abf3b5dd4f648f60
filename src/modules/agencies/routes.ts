import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { agenciesTitles } from './titles';

export const agenciesRoutes: readonly RouteDefinition[] = [
  {
    id: 'agencies.list',
    path: ROUTE_PATTERNS.agencies,
    title: agenciesTitles.title,
    load: () => import('./screens/AgencyList'),
    permissions: ['isViewAgencies'],
    query: ['page', 'itemsPerPage', 'simplesearch', 'order'],
  },
];
