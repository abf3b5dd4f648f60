import { Hono } from 'hono';
import type { AppEnv } from '../../core/env';
import { globalConfigRoutes } from './global-config';
import { insightRoutes } from './insights';
import { operationRoutes } from './operations';

/**
 * The hand-wired part of the planning area: tooltips and monitor, operation history, the global
 * configuration. The other planning resources are declared (server/resources/declarations.ts).
 */
export const planningRoutes = new Hono<AppEnv>();
for (const router of [globalConfigRoutes, insightRoutes, operationRoutes]) {
  planningRoutes.route('/', router);
}
