import type { Hono } from 'hono';
import type { AppEnv } from '../core/env';
import { billingRoutes } from './billing/routes';
import { mailRoutes } from './bills/mail';
import { outboxRoutes } from './mail/routes';
import { invoiceRoutes } from './invoices/routes';
import { ledgerRoutes } from './ledger/routes';
import { packageRoutes } from './packages/routes';
import { quotationRoutes } from './quotations/routes';
import { contractRoutes } from './contracts/routes';
import { groupLearnerRoutes, groupRoutes } from './groups/routes';
import { documentRoutes } from './learners/documents';
import { noticeRoutes } from './notices/routes';
import { organisationRoutes } from './organisations/routes';
import { evaluationRoutes, registrationRoutes } from './learners/registrations';
import { applicationRegistrationRoutes } from './learners/applications';
import { antsLearnerRoutes, antsRoutes, antsSimulatorRoutes } from './ants/routes';
import { dsrGatewayRoutes } from './dsr-gateway/routes';
import { embedRoutes } from './embeds/routes';
import { partnerRoutes } from './partners/routes';
import { privateOperatorRoutes } from './private-operators/routes';
import { learnerRoutes } from './learners/routes';
import { availabilityRoutes, observationRoutes, serviceJournalActions, serviceJournalRoutes } from './learners/tracking';
import { materialRoutes } from './materials/routes';
import { planningRoutes } from './planning/routes';
import { serviceRoutes } from './services/routes';
import { trainingRoutes } from './trainings/routes';
import { dashboardRoutes } from './dashboards/routes';
import { pushRoutes } from './pushes/routes';
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
  api.route('/', antsLearnerRoutes);
  api.route('/', antsRoutes);
  api.route('/', antsSimulatorRoutes);
  api.route('/', dsrGatewayRoutes);
  api.route('/', privateOperatorRoutes);
  api.route('/', partnerRoutes);
  api.route('/', planningRoutes);
  api.route('/', materialRoutes);
  api.route('/', trainingRoutes);
  api.route('/', learnerRoutes);
  api.route('/', registrationRoutes);
  api.route('/', evaluationRoutes);
  api.route('/', applicationRegistrationRoutes);
  api.route('/', observationRoutes);
  api.route('/', serviceJournalActions);
  api.route('/', serviceJournalRoutes);
  api.route('/', availabilityRoutes);
  api.route('/', documentRoutes);
  api.route('/', groupRoutes);
  api.route('/', groupLearnerRoutes);
  api.route('/', organisationRoutes);
  api.route('/', noticeRoutes);
  api.route('/', contractRoutes);
  api.route('/', serviceRoutes);
  // Accounting area: billing configuration, packages, quotations, invoices, NF525 ledger.
  api.route('/', billingRoutes);
  api.route('/', packageRoutes);
  api.route('/', quotationRoutes);
  api.route('/', invoiceRoutes);
  api.route('/', mailRoutes);
  api.route('/', outboxRoutes);
  api.route('/', ledgerRoutes);
  // Embeds: published plannings and their public calls (partner websites).
  api.route('/', embedRoutes);
  // Operations area: dashboards and push notifications.
  api.route('/', dashboardRoutes);
  api.route('/', pushRoutes);
}
