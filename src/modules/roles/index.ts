import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { rolesTitles } from './titles';
import { rolesRoutes } from './routes';

/** Roles and permissions (`/role`, isRoleCreation): where an ADMIN lands. */
export const rolesModule: ModuleDescriptor = {
  id: 'roles',
  routes: rolesRoutes,
  nav: [{ key: 'roles', title: rolesTitles.navTitle, icon: 'shield', path: ROUTE_PATTERNS.roles, permissions: ['isRoleCreation'], group: 'administration', order: 30 }],
};
