import type { Hono } from 'hono';
import type { AppEnv } from '../core/env';
import { agencyRoutes } from './agencies/routes';
import { learnerRoutes } from './learners/routes';
import { materialRoutes } from './materials/routes';
import { planningRoutes } from './planning/routes';
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
  // Before the learners: /learners/situation is the planning's, not /learners/{id}.
  api.route('/', planningRoutes);
  api.route('/', materialRoutes);
  api.route('/', trainingRoutes);
  api.route('/', learnerRoutes);
  api.route('/', teamMemberRoutes);
  api.route('/', vatRoutes);
  api.route('/', serviceRoutes);
}
