import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { planningTitles as m } from './titles';

/** Spec: /planning needs no permission and its account-configured check is relaxed (trainers reach it). */
export const planningRoutes: readonly RouteDefinition[] = [
  {
    id: 'planning.calendar',
    path: ROUTE_PATTERNS.planning,
    title: m.title,
    load: () => import('./screens/Planning'),
    relaxAccountCheck: true,
    query: ['onglet', 'vue', 'date', 'agendas', 'page', 'itemsPerPage', 'simplesearch', 'order'],
  },
];
