import type { Permission } from '../../shared/auth/permissions';
import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { accountSetupTitles } from './titles';

/** Spec part 1 §6: the configuration routes' any-of permissions. */
export const CONFIGURATION_PERMISSIONS: readonly Permission[] = ['isConfigPlanning', 'isConfigBilling', 'isKrenoFacturesCreation', 'isConfigProductsAndServices', 'isConfigAccount'];


export const accountSetupRoutes: readonly RouteDefinition[] = [
  { id: 'account-setup.wizard', path: ROUTE_PATTERNS.accountConfiguration, title: accountSetupTitles.title, load: () => import('./screens/AccountWizard'), permissions: CONFIGURATION_PERMISSIONS, relaxAccountCheck: true },
  { id: 'account-setup.wizard-short', path: '/configuration/compte', title: accountSetupTitles.title, load: () => import('./screens/AccountWizard'), permissions: CONFIGURATION_PERMISSIONS, relaxAccountCheck: true },
];
