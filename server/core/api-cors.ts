import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from './env';

/**
 * The whole API for the pages of the origins VOLANT_API_ORIGINS names (an API Platform Admin or
 * another Hydra client served elsewhere): preflights answered before the token is checked, the
 * bearer token and JSON bodies allowed, and the headers a Hydra client reads exposed (`Link` finds
 * the documentation, `Content-Location` and `Location` the item a write answered). No cookies: the
 * API is called with a bearer token only. An origin the setting does not name gets no CORS header
 * here, so its page cannot read any answer; nothing is allowed when the setting is empty.
 */
export function apiCors(origins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(origins);
  const forListed = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key'],
    exposeHeaders: ['Link', 'Content-Location', 'Location'],
    maxAge: 600,
  });
  return (c, next) => (allowed.has(c.req.header('origin') ?? '') ? forListed(c, next) : next());
}
