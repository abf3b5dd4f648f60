import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { groupsTitles } from './titles';

export const groupRoutes: readonly RouteDefinition[] = [
  {
    id: 'groups.list',
    path: ROUTE_PATTERNS.groups,
    title: groupsTitles.title,
    load: () => import('./screens/GroupList'),
    query: ['page', 'itemsPerPage', 'simplesearch', 'order'],
  },
];
