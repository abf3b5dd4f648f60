import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RedirectDefinition, RouteDefinition } from '../../shared/module/types';
import { href } from '../../shared/router/path';
import { dsrTitles } from './titles';

export const DSR_TABS = ['creneaux', 'tableau-de-bord', 'connexion'] as const;
export type DsrTab = (typeof DSR_TABS)[number];

export const dsrRoutes: readonly RouteDefinition[] = [
  {
    id: 'dsr-gateway.home',
    path: ROUTE_PATTERNS.dsrGateway,
    title: dsrTitles.title,
    load: () => import('./screens/LivretNumerique'),
    permissions: ['isAccessDSRGateway', 'isAccessDashboards', 'isConnectToDSRGateway'],
    query: ['tab', 'page', 'itemsPerPage', 'simplesearch', 'order', 'agency', 'lessonType', 'training', 'errorType', 'status', 'duration[gte]', 'duration[lte]', 'slot.date[after]', 'slot.date[before]'],
  },
];

/** Spec part 1 §2: livret-numerique/rappel and rdv-permis/rappel redirect to livret-numerique. */
export const dsrRedirects: readonly RedirectDefinition[] = [
  { from: `${ROUTE_PATTERNS.dsrGateway}/rappel`, to: ROUTE_PATTERNS.dsrGateway },
  { from: '/rdv-permis/rappel', to: ROUTE_PATTERNS.dsrGateway },
];

export const dsrHrefs = {
  tab: (tab: DsrTab) => href(ROUTE_PATTERNS.dsrGateway, {}, tab === 'creneaux' ? undefined : { tab }),
} as const;
