import type { Permission } from '../../shared/auth/permissions';
import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { packageTitles as m } from './titles';

/** Spec part 1 §6: the configuration routes need any of these. */
export const CONFIGURATION_PERMISSIONS: readonly Permission[] = ['isConfigPlanning', 'isConfigBilling', 'isKrenoFacturesCreation', 'isConfigProductsAndServices', 'isConfigAccount'];

export const packageRoutes: readonly RouteDefinition[] = [
  {
    id: 'packages.list',
    path: ROUTE_PATTERNS.packages,
    title: m.title,
    load: () => import('./screens/ProductsAndServices'),
    permissions: CONFIGURATION_PERMISSIONS,
    relaxAccountCheck: true,
    query: ['section', 'page', 'itemsPerPage', 'simplesearch', 'order', 'isActive', 'training'],
  },
  {
    id: 'packages.details',
    path: ROUTE_PATTERNS.packageDetails,
    title: m.detailsTitle,
    load: () => import('./screens/PackageDetails'),
    permissions: CONFIGURATION_PERMISSIONS,
    relaxAccountCheck: true,
    query: ['isCreated'],
  },
  {
    id: 'packages.edit',
    path: ROUTE_PATTERNS.packageEdit,
    title: m.editTitle,
    load: () => import('./screens/PackageEdit'),
    permissions: CONFIGURATION_PERMISSIONS,
    relaxAccountCheck: true,
    query: ['cloneMode'],
  },
];
