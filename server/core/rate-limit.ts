import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from './env';
import { errorBody } from './errors';

export interface RateLimitOptions {
  /** Length of a counting window, milliseconds. */
  windowMs: number;
  /** Requests allowed per client and window; the next ones answer 429 until the window ends. */
  max: number;
  /** French text of the 429 answer. */
  message: string;
}

interface Window {
  start: number;
  count: number;
}

/** Clients counted at once before finished windows are swept. */
const SWEEP_AT = 10_000;

/** The client's address (the socket's peer); a constant outside a real server (in-process tests). */
export function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

/**
 * A fixed-window rate limit per client address for unauthenticated calls (the public calls partner
 * websites make). Counts live with the app instance (one map per AppDeps, so test apps do not share
 * them) and read the time from `deps.now()`. Answers 429 with `Retry-After` and a problem body.
 */
export function rateLimit(options: RateLimitOptions) {
  const perApp = new WeakMap<AppDeps, Map<string, Window>>();
  return createMiddleware<AppEnv>(async (c, next) => {
    const deps = c.var.deps;
    let windows = perApp.get(deps);
    if (!windows) {
      windows = new Map();
      perApp.set(deps, windows);
    }
    const now = deps.now().getTime();
    if (windows.size >= SWEEP_AT) {
      for (const [key, window] of windows) if (now - window.start >= options.windowMs) windows.delete(key);
    }
    const key = clientAddress(c);
    let window = windows.get(key);
    if (!window || now - window.start >= options.windowMs) {
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > options.max) {
      const retryAfter = Math.max(1, Math.ceil((window.start + options.windowMs - now) / 1000));
      return c.json(errorBody(429, options.message), 429, {
        'Content-Type': 'application/problem+json; charset=utf-8',
        'Retry-After': String(retryAfter),
      });
    }
    await next();
  });
}
