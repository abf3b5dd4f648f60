import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/**
 * Serves a read's answer from the cache while nothing was written since it was computed (for the
 * same caller and URL): the hot lists and items a screen, SWR's revalidation and the smoke checks
 * read again and again. The caller is authenticated first: a revoked session never reads a cached
 * answer. A request sent with `Cache-Control: no-cache` is answered afresh (and refills the entry).
 */
export function cachedAnswer(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const deps = c.get('deps');
    const auth = c.get('auth');
    const key = `${auth.userId}|${c.req.url}`;
    const nowMs = deps.now().getTime();
    const fresh = /\bno-cache\b/i.test(c.req.header('cache-control') ?? '');
    const hit = fresh ? undefined : deps.cache.responses.get(key, nowMs);
    if (hit) return c.body(hit.body, 200, { 'Content-Type': hit.contentType, 'X-Volant-Cache': 'hit' });
    const generation = deps.cache.generation;
    await next();
    const res = c.res;
    const contentType = res.headers.get('Content-Type') ?? '';
    if (res.status !== 200 || !contentType.includes('json')) return;
    const body = new Uint8Array(await res.arrayBuffer());
    deps.cache.responses.set(key, { status: 200, body, contentType }, generation, nowMs);
    // The answer goes out as the bytes just stored: a Response built on bytes is written to the
    // socket at once (reading the handler's answer a second time would pipe it through a stream).
    // Unset first, or hono would rebuild it from the old answer's body stream to merge their headers.
    const headers = res.headers;
    c.res = undefined;
    c.res = new Response(body, { status: 200, headers });
  };
}
