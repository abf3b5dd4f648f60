import { Hono } from 'hono';
import type { AppEnv } from '../../core/env';
import { planningShareRoutes } from './planning-shares';
import { publicPlanningRoutes } from './public-planning';

/** The embeds area: the plannings agencies publish (`/plannings/shares`) and their public calls. */
export const embedRoutes = new Hono<AppEnv>();
embedRoutes.route('/', planningShareRoutes);
embedRoutes.route('/', publicPlanningRoutes);
