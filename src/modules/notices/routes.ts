import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { noticesMessages } from './messages';

export const noticeRoutes: readonly RouteDefinition[] = [
  {
    id: 'notices.requests',
    path: ROUTE_PATTERNS.noticeRequests,
    title: noticesMessages.requestsTitle,
    load: () => import('./screens/NoticeRequests'),
    query: ['page', 'itemsPerPage', 'simplesearch', 'order', 'agency', 'requestDate[after]', 'requestDate[before]', 'status', 'noticeStatus'],
  },
  {
    id: 'notices.certified',
    path: ROUTE_PATTERNS.certifiedNotices,
    title: noticesMessages.noticesTitle,
    load: () => import('./screens/CertifiedNotices'),
    query: ['page', 'itemsPerPage', 'simplesearch', 'order', 'agency', 'verified'],
  },
];
