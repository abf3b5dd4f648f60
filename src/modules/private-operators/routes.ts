import type { RouteDefinition } from '../../shared/module/types';
import { operatorTitles } from './titles';

/** Spec part 1 §2: `operateur-prives`, no permission required. */
export const PRIVATE_OPERATORS_PATH = '/operateur-prives';

export const OPERATOR_TABS = ['inscriptions', 'sessions', 'centres', 'partenaires'] as const;
export type OperatorTab = (typeof OPERATOR_TABS)[number];

export const privateOperatorRoutes: readonly RouteDefinition[] = [
  {
    id: 'private-operators.home',
    path: PRIVATE_OPERATORS_PATH,
    title: operatorTitles.title,
    load: () => import('./screens/OperateursPrives'),
    query: ['tab', 'page', 'itemsPerPage', 'simplesearch', 'order', 'status', 'site', 'startDate[after]', 'startDate[before]', 'siteId'],
  },
];
