import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { href } from '../../shared/router/path';
import { usersTitles } from './titles';

export const USER_PATH = '/utilisateur';

/** The single-user screen of a member. */
export const userHref = (id: number) => href(USER_PATH, {}, { id });

export const usersRoutes: readonly RouteDefinition[] = [
  {
    id: 'users.list',
    path: ROUTE_PATTERNS.users,
    title: usersTitles.title,
    load: () => import('./screens/UserList'),
    permissions: ['isViewMembers'],
    query: ['page', 'itemsPerPage', 'simplesearch', 'order', 'archived', 'agency', 'accountType'],
  },
  { id: 'users.single', path: USER_PATH, title: usersTitles.single.title, load: () => import('./screens/UserDetails'), query: ['id'] },
  { id: 'users.profile', path: ROUTE_PATTERNS.profile, title: usersTitles.profile.title, load: () => import('./screens/Profile'), relaxAccountCheck: true },
];
