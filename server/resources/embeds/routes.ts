import { Hono } from 'hono';
import type { AppEnv } from '../../core/env';
import { publicPlanningRoutes } from './public-planning';

/**
 * The embeds area's hand-wired calls: the public calls of published plannings (rate limited per
 * client address); the publications themselves (`/plannings/shares`) are declared in ./planning-shares.ts.
 */
export const embedRoutes = new Hono<AppEnv>();
embedRoutes.route('/', publicPlanningRoutes);
