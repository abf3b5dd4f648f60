import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import { listPageKey, type ListReadOptions } from '../../shared/list/read';
import type { RouteDefinition, RouteLoader } from '../../shared/module/types';
import { agencyScope, type AgencyScopeUser } from '../../shared/session/agency-scope';
import { LEARNERS_PATH, listLearnerRecords } from './api';
import { learnersTitles } from './titles';

/** The list's filters as URL parameters (the API's names). */
export const LEARNER_FILTERS = [
  'agency',
  'agencytraininglearners.training',
  'agencytraininglearners.field',
  'agencytraininglearners.isProspect',
  'agencytraininglearners.financier',
  'group',
  'bills.status',
  'examEligible',
] as const;

/**
 * The learner list's page in the URL and the API (`/apprenants`): archived=0 by default, scoped to
 * the user's agencies (all with isConfigGeneral, else the selected one). Its hook and its loader share it.
 */
export const learnerListOptions = (user: AgencyScopeUser | null): ListReadOptions => ({
  resource: LEARNERS_PATH,
  defaults: { itemsPerPage: DEFAULT_PAGE_SIZE, filters: { archived: '0' } },
  filterNames: LEARNER_FILTERS,
  query: user ? agencyScope(user) : {},
});

/** The list's first read starts with the screen's chunk (render-as-you-fetch). */
const learnerListLoader: RouteLoader = ({ client, search, user }) => {
  const key = listPageKey(learnerListOptions(user), search);
  return [{ key, fetch: () => listLearnerRecords(client, key[1]) }];
};

export const learnerRoutes: readonly RouteDefinition[] = [
  {
    id: 'learners.list',
    path: ROUTE_PATTERNS.learners,
    title: learnersTitles.title,
    load: () => import('./screens/LearnerList'),
    loader: learnerListLoader,
    query: ['page', 'itemsPerPage', 'simplesearch', 'order', 'archived', 'isOrgAdded', 'id', ...LEARNER_FILTERS],
  },
  {
    id: 'learners.record',
    path: ROUTE_PATTERNS.learner,
    title: learnersTitles.recordTitle,
    load: () => import('./screens/LearnerRecord'),
    query: ['menu', 'isOrgAdded', 'id'],
  },
];
