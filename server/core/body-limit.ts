import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './env';

const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a request body over `maxSize` bytes with `onError`'s answer. A read carries no body, and a
 * body with a Content-Length is judged on that header: neither touches the request's body stream, so
 * the Node adapter can still read the body straight from the socket when the route parses it
 * (`c.req.raw.body`, which hono's own `bodyLimit` reads first, builds a full fetch Request on every
 * call: about a tenth of a cached read's time). Only a chunked body, whose size is unknown until it
 * has arrived, is counted while it streams, by hono's `bodyLimit`.
 */
export function limitBody(maxSize: number, onError: (c: Context<AppEnv>) => Response | Promise<Response>): MiddlewareHandler<AppEnv> {
  const streamed = bodyLimit({ maxSize, onError });
  return (c, next) => {
    if (BODILESS_METHODS.has(c.req.method)) return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length, 10) > maxSize ? Promise.resolve(onError(c)) : next();
    }
    return streamed(c, next);
  };
}
