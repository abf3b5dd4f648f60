import type { RouteDefinition } from '../../shared/module/types';

export const errorsRoutes: readonly RouteDefinition[] = [
  {
    id: 'errors.notFound',
    path: '/page-not-found',
    title: 'Page introuvable',
    load: () => import('./screens/PageNotFound'),
    public: true,
    relaxAccountCheck: true,
    chrome: { sidebar: false },
  },
];
