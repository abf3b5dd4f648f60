import type { RouteDefinition } from '../../shared/module/types';
import { AUTH_PATHS } from './paths';

export const authRoutes: readonly RouteDefinition[] = [
  {
    id: 'auth.login',
    path: AUTH_PATHS.login,
    title: 'Connexion',
    load: () => import('./screens/Login'),
    guestOnly: true,
    relaxAccountCheck: true,
    query: ['loggedOut', 'failed'],
    chrome: { navbar: false, sidebar: false },
  },
  {
    id: 'auth.loading',
    path: AUTH_PATHS.loading,
    title: 'Connexion en cours',
    load: () => import('./screens/Loading'),
    public: true,
    relaxAccountCheck: true,
    query: ['ticket'],
    chrome: { navbar: false, sidebar: false },
  },
  {
    id: 'auth.notAllowed',
    path: AUTH_PATHS.notAllowed,
    title: 'Accès refusé',
    load: () => import('./screens/NotAllowed'),
    public: true,
    relaxAccountCheck: true,
    chrome: { navbar: false, sidebar: false },
  },
];
