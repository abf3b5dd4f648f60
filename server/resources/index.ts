import type { Hono } from 'hono';
import type { AppEnv } from '../core/env';
import { agencyRoutes } from './agencies/routes';
import { antsLearnerRoutes, antsRoutes, antsSimulatorRoutes } from './ants/routes';
import { dsrGatewayRoutes } from './dsr-gateway/routes';
import { partnerRoutes } from './partners/routes';
import { examEligibleLearnerRoutes } from './private-operators/exam-eligible';
import { privateOperatorRoutes } from './private-operators/routes';
import { learnerRoutes } from './learners/routes';
import { serviceRoutes } from './services/routes';
import { teamMemberRoutes } from './team-members/routes';
import { trainingRoutes } from './trainings/routes';
import { vatRoutes } from './vat/routes';

/**
 * Every area of the reference API registers its routers here, mounted under /api.
 * One line per router; each area lives in server/resources/<area>/.
 */
export function registerResources(api: Hono<AppEnv>): void {
  // National services (before the learners: `/learners/ants` and `/learners/exam-eligible` are
  // static paths that `/learners/{id}` would otherwise answer with a 404).
  api.route('/', antsLearnerRoutes);
  api.route('/', antsRoutes);
  api.route('/', antsSimulatorRoutes);
  api.route('/', examEligibleLearnerRoutes);
  api.route('/', dsrGatewayRoutes);
  api.route('/', privateOperatorRoutes);
  api.route('/', partnerRoutes);
  api.route('/', agencyRoutes);
  api.route('/', trainingRoutes);
  api.route('/', learnerRoutes);
  api.route('/', teamMemberRoutes);
  api.route('/', vatRoutes);
  api.route('/', serviceRoutes);
}
