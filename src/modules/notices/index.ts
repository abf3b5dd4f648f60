import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { noticesTitles } from './titles';
import { noticeRoutes } from './routes';

/**
 * Certified notices: requests follow-up (`/suivi-demandes`) and notices (`/avis-certifiés`). Their
 * entries use the shell's advice keys, shown only when the structure has avisSolution.
 */
/** The shell's menu keys with the avisSolution rule (src/app/navigation/menu.ts MENU_KEYS). */
const ADVICE_KEYS = { advice: 'advice', adviceCertify: 'advice-certify' } as const;

export const noticesModule: ModuleDescriptor = {
  id: 'notices',
  routes: noticeRoutes,
  nav: [
    { key: ADVICE_KEYS.advice, title: noticesTitles.requestsNav, icon: 'send', path: ROUTE_PATTERNS.noticeRequests, group: 'learners', order: 40 },
    { key: ADVICE_KEYS.adviceCertify, title: noticesTitles.noticesNav, icon: 'check', path: ROUTE_PATTERNS.certifiedNotices, group: 'learners', order: 50 },
  ],
};
