import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { RouteDefinition } from '../../shared/module/types';
import { quotationTitles as m } from './titles';
import { QUOTATIONS } from '../../shared/auth/permission-groups';

/** Spec part 1 §6: the quotation routes need any of these. */
export const QUOTATION_PERMISSIONS = QUOTATIONS;

export const quotationRoutes: readonly RouteDefinition[] = [
  {
    id: 'quotations.list',
    path: ROUTE_PATTERNS.quotations,
    title: m.title,
    load: () => import('./screens/QuotationList'),
    permissions: QUOTATION_PERMISSIONS,
    query: ['page', 'itemsPerPage', 'simplesearch', 'order', 'status', 'organizationFilter', 'createdAtBefore', 'createdAtAfter', 'totalPriceTtc', 'agency'],
  },
  {
    id: 'quotations.details',
    path: ROUTE_PATTERNS.quotationDetails,
    title: m.detailsTitle,
    load: () => import('./screens/QuotationDetails'),
    permissions: QUOTATION_PERMISSIONS,
    query: ['id', 'created', 'sections'],
  },
  {
    id: 'quotations.extra',
    path: ROUTE_PATTERNS.quotationExtraDetails,
    title: m.extraTitle,
    load: () => import('./screens/QuotationExtraDetails'),
    permissions: QUOTATION_PERMISSIONS,
  },
  {
    id: 'quotations.public',
    path: ROUTE_PATTERNS.publicQuotation,
    title: m.publicTitle,
    load: () => import('./screens/PublicQuotationPage'),
    public: true,
    chrome: { navbar: false, sidebar: false },
  },
];
