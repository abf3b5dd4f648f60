import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { groupsMessages } from './messages';

export const groupRoutes: readonly RouteDefinition[] = [
  {
    id: 'groups.list',
    path: ROUTE_PATTERNS.groups,
    title: groupsMessages.title,
    load: () => import('./screens/GroupList'),
    query: ['page', 'itemsPerPage', 'simplesearch', 'order'],
  },
];
