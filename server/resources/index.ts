import type { Hono } from 'hono';
import type { AppEnv } from '../core/env';

/**
 * Every area of the reference API registers its routers here, mounted under /api.
 * One line per area: `registerXxx(api)`; each area lives in server/resources/<area>/.
 */
export function registerResources(api: Hono<AppEnv>): void {
  void api;
}
