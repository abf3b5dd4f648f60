import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';
import { errorBody } from './errors';
import { hitCounter } from './rate-counter';

export interface RateLimitOptions {
  /** Name of the limit (its counters are `<name>:<address>`). */
  name: string;
  /** Length of a counting window, milliseconds. */
  windowMs: number;
  /** Requests allowed per client and window; the next ones answer 429 until the window ends. */
  max: number;
  /** French text of the 429 answer. */
  message: string;
}

/**
 * The client's address: the socket's peer, or, behind the one reverse proxy `VOLANT_TRUST_PROXY=1`
 * declares, the address that proxy appended last to `X-Forwarded-For` (what the client itself wrote
 * there comes earlier and is not believed). A constant outside a real server (in-process tests).
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

/** Seconds until `until` (epoch ms), at least 1: the value of a Retry-After header. */
export function secondsUntil(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 1000));
}

/**
 * A fixed-window rate limit per client address for unauthenticated calls (the public calls partner
 * websites make). Counted in the database (server/core/rate-counter.ts), so every instance sees the
 * same counts, with the time from `deps.now()`. Answers 429 with `Retry-After` and a problem body.
 */
export function rateLimit(options: RateLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const deps = c.get('deps');
    const hit = await hitCounter(deps, `${options.name}:${clientAddress(c)}`, options.windowMs);
    if (hit.count > options.max) {
      return c.json(errorBody(429, options.message), 429, {
        'Content-Type': 'application/problem+json; charset=utf-8',
        'Retry-After': String(secondsUntil(hit.expiresAt, deps.now().getTime())),
      });
    }
    await next();
  });
}
