import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { materialsTitles as m } from './titles';

const LIST_QUERY = ['page', 'itemsPerPage', 'simplesearch', 'order'] as const;

/** Spec part 2 §2: ressources and ressources-type need no permission. */
export const materialsRoutes: readonly RouteDefinition[] = [
  { id: 'materials.resources', path: ROUTE_PATTERNS.materials, title: m.resources.title, load: () => import('./screens/MaterialResourceList'), query: LIST_QUERY },
  { id: 'materials.types', path: ROUTE_PATTERNS.materialTypes, title: m.types.title, load: () => import('./screens/MaterialTypeList'), query: LIST_QUERY },
];
