import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { Permission } from '../../shared/auth/permissions';
import type { RouteDefinition } from '../../shared/module/types';
import { collectionTitles } from './titles';

/** Who collects by direct debit: who records payments (the server's access, docs/decisions.md « Money coming in »). */
export const COLLECTION_PERMISSIONS: readonly Permission[] = ['isCreateReceipt'];

export const collectionRoutes: readonly RouteDefinition[] = [
  {
    id: 'collection.batches',
    path: ROUTE_PATTERNS.sepaBatches,
    title: collectionTitles.title,
    permissions: COLLECTION_PERMISSIONS,
    load: () => import('./screens/SepaBatchList'),
    query: ['page', 'itemsPerPage', 'order'],
  },
];
