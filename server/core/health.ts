import { sql } from 'kysely';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { errorBody, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE, unavailable } from './errors';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The load balancer's probes, answered without authentication:
 * - `/healthz`: the process is alive and answers HTTP (no database query) — restart it otherwise;
 * - `/readyz`: it may take traffic: migrations done, not stopping, and the database answers now.
 */
export function registerHealth(app: Hono<AppEnv>): void {
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, NO_STORE));
  app.get('/readyz', async (c) => {
    const deps = c.get('deps');
    c.header('Cache-Control', 'no-store');
    if (deps.lifecycle.phase === 'starting') return unavailable(c, 'Volant démarre : base de données en préparation.');
    if (deps.lifecycle.phase === 'stopping') return unavailable(c, 'Volant s’arrête.');
    try {
      await sql`select 1`.execute(deps.db);
    } catch {
      return unavailable(c);
    }
    return c.json({ status: 'ready' }, 200, NO_STORE);
  });
}

/** Until the database is prepared (migrations, reference data, demo seed), every other call answers 503. */
export const startGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('deps').lifecycle.phase !== 'starting') return next();
  return c.json(errorBody(503, `Volant démarre. ${UNAVAILABLE_MESSAGE}`), 503, {
    'Content-Type': 'application/problem+json; charset=utf-8',
    'Retry-After': String(RETRY_AFTER_SECONDS),
  });
};
