import type { Hono } from 'hono';
import type { AppEnv } from '../core/env';
import { agencyRoutes } from './agencies/routes';
import { contractRoutes } from './contracts/routes';
import { groupLearnerRoutes, groupRoutes } from './groups/routes';
import { documentRoutes } from './learners/documents';
import { noticeRoutes } from './notices/routes';
import { organisationRoutes } from './organisations/routes';
import { evaluationRoutes, registrationRoutes } from './learners/registrations';
import { learnerRoutes } from './learners/routes';
import { availabilityRoutes, observationRoutes, serviceJournalActions, serviceJournalRoutes } from './learners/tracking';
import { serviceRoutes } from './services/routes';
import { teamMemberRoutes } from './team-members/routes';
import { trainingRoutes } from './trainings/routes';
import { vatRoutes } from './vat/routes';

/**
 * Every area of the reference API registers its routers here, mounted under /api.
 * One line per router; each area lives in server/resources/<area>/.
 */
export function registerResources(api: Hono<AppEnv>): void {
  api.route('/', agencyRoutes);
  api.route('/', trainingRoutes);
  api.route('/', learnerRoutes);
  api.route('/', registrationRoutes);
  api.route('/', evaluationRoutes);
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
  api.route('/', teamMemberRoutes);
  api.route('/', vatRoutes);
  api.route('/', serviceRoutes);
}
