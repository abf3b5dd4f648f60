import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
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

export const learnerRoutes: readonly RouteDefinition[] = [
  {
    id: 'learners.list',
    path: ROUTE_PATTERNS.learners,
    title: learnersTitles.title,
    load: () => import('./screens/LearnerList'),
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
