import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { vatTitles } from './titles';

export const vatRoutes: readonly RouteDefinition[] = [
  {
    id: 'vat.list',
    path: ROUTE_PATTERNS.vat,
    title: vatTitles.title,
    load: () => import('./screens/TvaList'),
    query: ['page', 'itemsPerPage', 'simplesearch', 'order'],
  },
];
