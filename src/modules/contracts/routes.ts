import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { contractsTitles } from './titles';
import { CONTRACT_PERMISSIONS } from './types';

export const contractRoutes: readonly RouteDefinition[] = [
  {
    id: 'contracts.list',
    path: ROUTE_PATTERNS.contracts,
    title: contractsTitles.title,
    load: () => import('./screens/ContractList'),
    permissions: CONTRACT_PERMISSIONS,
    query: ['page', 'itemsPerPage', 'simplesearch', 'order', 'status'],
  },
];
