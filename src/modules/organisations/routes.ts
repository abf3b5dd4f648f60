import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { organisationsTitles } from './titles';

export const organisationRoutes: readonly RouteDefinition[] = [
  {
    id: 'organisations.list',
    path: ROUTE_PATTERNS.organisations,
    title: organisationsTitles.title,
    load: () => import('./screens/OrganisationList'),
    query: ['page', 'itemsPerPage', 'simplesearch', 'order', 'organizationType.name', 'returnTo', 'isOrgAdded', 'id'],
  },
];
