import type { Permission } from '../../shared/auth/permissions';
import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { billingTitles as m } from './titles';

/** Spec part 1 §6: the configuration routes need any of these. */
export const CONFIGURATION_PERMISSIONS: readonly Permission[] = ['isConfigPlanning', 'isConfigBilling', 'isKrenoFacturesCreation', 'isConfigProductsAndServices', 'isConfigAccount'];

const screen = () => import('./screens/BillingConfiguration');

export const billingRoutes: readonly RouteDefinition[] = [
  { id: 'billing.configuration', path: ROUTE_PATTERNS.billingConfiguration, title: m.title, load: screen, permissions: CONFIGURATION_PERMISSIONS, relaxAccountCheck: true },
  { id: 'billing.invoicing-configuration', path: '/configuration/invoicing-configuration', title: m.title, load: screen, permissions: CONFIGURATION_PERMISSIONS, relaxAccountCheck: true },
];
