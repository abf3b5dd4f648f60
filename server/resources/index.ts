import type { Hono } from 'hono';
import type { AppEnv } from '../core/env';
import { declaredRouter } from '../core/routes/mount';
import { DECLARED_ROUTES } from './declarations';

/**
 * The reference API's routes, mounted under /api: every route is a declaration
 * (server/resources/declarations.ts, listed per area in server/resources/areas/). No declaration
 * overlaps another (test/server/api/overlap.test.ts), so their order decides nothing.
 */
export function registerResources(api: Hono<AppEnv>): void {
  api.route('/', declaredRouter(DECLARED_ROUTES));
}
