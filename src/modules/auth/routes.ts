import type { RouteDefinition } from '../../shared/module/types';
import { AUTH_PATHS } from './paths';
import Loading from './screens/Loading';
import Login from './screens/Login';
import NotAllowed from './screens/NotAllowed';

// The sign-in screens ship with the app's entry (src/app/registry.ts loads this module eagerly): the
// login page renders without a second round trip, and its few kilobytes are no lazy chunk of their own.
const ready = <T>(screen: T) => () => Promise.resolve({ default: screen });

export const authRoutes: readonly RouteDefinition[] = [
  {
    id: 'auth.login',
    path: AUTH_PATHS.login,
    title: 'Connexion',
    load: ready(Login),
    guestOnly: true,
    relaxAccountCheck: true,
    query: ['loggedOut', 'failed'],
    chrome: { navbar: false, sidebar: false },
  },
  {
    id: 'auth.loading',
    path: AUTH_PATHS.loading,
    title: 'Connexion en cours',
    load: ready(Loading),
    public: true,
    relaxAccountCheck: true,
    query: ['ticket'],
    chrome: { navbar: false, sidebar: false },
  },
  {
    id: 'auth.notAllowed',
    path: AUTH_PATHS.notAllowed,
    title: 'Accès refusé',
    load: ready(NotAllowed),
    public: true,
    relaxAccountCheck: true,
    chrome: { navbar: false, sidebar: false },
  },
];
