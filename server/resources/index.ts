import type { Hono } from 'hono';
import type { AppEnv } from '../core/env';
import { declaredRouter } from '../core/routes/mount';
import { DECLARED_ROUTES } from './declarations';
import { embedRoutes } from './embeds/routes';

/**
 * The reference API's routes, mounted under /api: the declared routes (server/resources/declarations.ts,
 * listed per area in server/resources/areas/), then the few routers still hand-wired. No declared
 * route overlaps another route, so their place in this list decides nothing
 * (test/server/api/overlap.test.ts).
 */
export function registerResources(api: Hono<AppEnv>): void {
  api.route('/', declaredRouter(DECLARED_ROUTES));
  api.route('/', embedRoutes);
}
