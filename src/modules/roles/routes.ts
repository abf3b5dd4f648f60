import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { rolesTitles } from './titles';

export const rolesRoutes: readonly RouteDefinition[] = [
  {
    id: 'roles.list',
    path: ROUTE_PATTERNS.roles,
    title: rolesTitles.title,
    load: () => import('./screens/RoleList'),
    permissions: ['isRoleCreation'],
    relaxAccountCheck: true,
    query: ['tab', 'page', 'itemsPerPage', 'simplesearch', 'order'],
  },
];
