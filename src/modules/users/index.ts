import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { usersTitles } from './titles';
import { usersRoutes } from './routes';

/** Team members (`/utilisateurs`), a member's card (`/utilisateur`) and one's own profile (`/profile`). */
export const usersModule: ModuleDescriptor = {
  id: 'users',
  routes: usersRoutes,
  nav: [
    { key: 'users', title: usersTitles.navTitle, icon: 'users', path: ROUTE_PATTERNS.users, permissions: ['isViewMembers'], group: 'administration', order: 10 },
    { key: 'profile', title: usersTitles.profile.title, icon: 'user', path: ROUTE_PATTERNS.profile, group: 'administration', order: 90 },
  ],
};
