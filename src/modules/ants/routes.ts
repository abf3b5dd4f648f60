import { href } from '../../shared/router/path';
import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { antsTitles } from './titles';

/** Tabs of the ANTS screen (`?tab=`). */
export const ANTS_TABS = ['demandes', 'connexion'] as const;
export type AntsTab = (typeof ANTS_TABS)[number];

export const antsRoutes: readonly RouteDefinition[] = [
  {
    id: 'ants.home',
    path: ROUTE_PATTERNS.ants,
    title: antsTitles.title,
    load: () => import('./screens/AntsScreen'),
    permissions: ['isViewANTS'],
    query: ['tab', 'page', 'itemsPerPage', 'simplesearch', 'order', 'status', 'agency', 'demande'],
  },
];

export const antsHrefs = {
  tab: (tab: AntsTab) => href(ROUTE_PATTERNS.ants, {}, tab === 'demandes' ? undefined : { tab }),
} as const;
