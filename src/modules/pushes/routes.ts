import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { pushTitles } from './titles';

export const pushRoutes: readonly RouteDefinition[] = [
  {
    id: 'pushes.list',
    path: ROUTE_PATTERNS.pushes,
    title: pushTitles.title,
    load: () => import('./screens/PushList'),
    query: ['page', 'itemsPerPage', 'simplesearch', 'order', 'status', 'startDate[after]', 'endDate[before]'],
  },
];
