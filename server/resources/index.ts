import type { Hono } from 'hono';
import type { AppEnv } from '../core/env';
import { agencyRoutes } from './agencies/routes';
import { dataTransferRoutes } from './data-transfer/routes';
import { onboardingRoutes } from './onboarding/routes';
import { platformRoutes } from './platform/routes';
import { roleRoutes } from './roles/routes';
import { userProfileRoutes } from './users/routes';
import { ledgerRoutes } from './ledger/routes';
import { documentRoutes } from './learners/documents';
import { embedRoutes } from './embeds/routes';
import { partnerRoutes } from './partners/routes';
import { globalConfigRoutes } from './planning/global-config';
import { teamMemberRoutes } from './team-members/routes';
import { declaredRouter } from '../core/routes/mount';
import { DECLARED_ROUTES } from './declarations';

/**
 * Every area of the reference API registers its routers here, mounted under /api.
 * One line per router; each area lives in server/resources/<area>/.
 */
export function registerResources(api: Hono<AppEnv>): void {
  // The declared routes (server/resources/declarations.ts): none overlaps another route, so their
  // place in this list decides nothing (test/server/api/overlap.test.ts).
  api.route('/', declaredRouter(DECLARED_ROUTES));
  api.route('/', partnerRoutes);
  api.route('/', agencyRoutes);
  api.route('/', globalConfigRoutes);
  api.route('/', documentRoutes);
  api.route('/', teamMemberRoutes);
  api.route('/', userProfileRoutes);
  api.route('/', roleRoutes);
  api.route('/', onboardingRoutes);
  api.route('/', platformRoutes);
  api.route('/', dataTransferRoutes);
  // Accounting area: billing configuration, packages, quotations, invoices, NF525 ledger.
  api.route('/', ledgerRoutes);
  // Embeds: published plannings and their public calls (partner websites).
  api.route('/', embedRoutes);
  // Operations area: dashboards and push notifications.
}
