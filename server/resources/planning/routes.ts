import { Hono } from 'hono';
import type { AppEnv } from '../../core/env';
import { exportRoutes } from './exports';
import { globalConfigRoutes } from './global-config';
import { insightRoutes } from './insights';
import { operationRoutes } from './operations';
import { slotRoutes } from './slots';

/**
 * The hand-wired part of the planning area: slots and their learners, tooltips and monitor,
 * operation history, PDFs and mailings, learner situations, the global configuration. Its
 * configuration resources are declared (server/resources/declarations.ts).
 * Registered before the learners' routes: `/learners/situation` must not be read as `/learners/{id}`.
 */
export const planningRoutes = new Hono<AppEnv>();
for (const router of [globalConfigRoutes, insightRoutes, slotRoutes, operationRoutes, exportRoutes]) {
  planningRoutes.route('/', router);
}
