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
  {
    // The learner's signing page, reached by the single-use link of his e-mail (no session).
    id: 'contracts.signature',
    path: ROUTE_PATTERNS.publicSignature,
    title: contractsTitles.signatureTitle,
    load: () => import('./screens/PublicSignaturePage'),
    public: true,
    chrome: { navbar: false, sidebar: false },
  },
];
