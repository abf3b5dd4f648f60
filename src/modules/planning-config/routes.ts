import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { Permission } from '../../shared/auth/permissions';
import type { RouteDefinition } from '../../shared/module/types';
import { planningConfigTitles as m } from './titles';

/** Spec part 1 §6: the configuration routes need one of these (any-of). */
export const CONFIGURATION_PERMISSIONS: readonly Permission[] = [
  'isConfigPlanning',
  'isConfigBilling',
  'isKrenoFacturesCreation',
  'isConfigProductsAndServices',
  'isConfigAccount',
];

export const planningConfigRoutes: readonly RouteDefinition[] = [
  {
    id: 'planning-config.configuration',
    path: ROUTE_PATTERNS.planningConfiguration,
    title: m.title,
    load: () => import('./screens/PlanningConfiguration'),
    permissions: CONFIGURATION_PERMISSIONS,
    relaxAccountCheck: true,
    query: ['onglet', 'page', 'itemsPerPage', 'simplesearch', 'order', 'agence'],
  },
];
