import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { organisationsMessages } from './messages';

export const organisationRoutes: readonly RouteDefinition[] = [
  {
    id: 'organisations.list',
    path: ROUTE_PATTERNS.organisations,
    title: organisationsMessages.title,
    load: () => import('./screens/OrganisationList'),
    query: ['page', 'itemsPerPage', 'simplesearch', 'order', 'organizationType.name', 'returnTo', 'isOrgAdded', 'id'],
  },
];
