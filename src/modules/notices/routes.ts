import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { noticesTitles } from './titles';

export const noticeRoutes: readonly RouteDefinition[] = [
  {
    id: 'notices.requests',
    path: ROUTE_PATTERNS.noticeRequests,
    title: noticesTitles.requestsTitle,
    load: () => import('./screens/NoticeRequests'),
    query: ['page', 'itemsPerPage', 'simplesearch', 'order', 'agency', 'requestDate[after]', 'requestDate[before]', 'status', 'noticeStatus'],
  },
  {
    id: 'notices.certified',
    path: ROUTE_PATTERNS.certifiedNotices,
    title: noticesTitles.noticesTitle,
    load: () => import('./screens/CertifiedNotices'),
    query: ['page', 'itemsPerPage', 'simplesearch', 'order', 'agency', 'verified'],
  },
];
