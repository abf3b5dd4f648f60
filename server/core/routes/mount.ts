import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { cachedAnswer } from './cached-answer';
import { goesUncompressed } from '../compress-json';
import { docsLinkFor, JSON_LD_TYPE, wantsJsonLd } from '../docs/link';
import type { AppEnv, AuthContext } from '../env';
import { unauthorized } from '../errors';
import { searchTemplate } from '../docs/search';
import { paginate } from '../hydra';
import { clientAddress } from '../rate-limit';
import { routeId } from '../scope';
import { API_SECURITY_HEADERS } from '../security-headers';
import { parseJson } from '../validation';
import { wholeAnswer } from '../whole-answer';
import { admitsOneOf, notAcceptable } from '../negotiation';
import { contextIri, servedMediaTypes } from './answer';
import { Answered, type ChosenStatus } from './answered';
import { honoPath } from './path';
import type { RouteContext, RouteDeclaration } from './types';

/** The longest User-Agent kept (an evidence file records it). */
const USER_AGENT_MAX = 512;

/** The handler's context: the declaration's per-row check first (`beforeBody`), then the body parsed and validated once. */
async function contextOf(c: Context<AppEnv>, route: RouteDeclaration): Promise<RouteContext<unknown>> {
  if (route.beforeBody) await route.beforeBody(contextWith(c, route, undefined));
  return contextWith(c, route, route.input === undefined ? undefined : await parseJson(c, route.input));
}

function contextWith<Input>(c: Context<AppEnv>, route: RouteDeclaration, body: Input): RouteContext<Input> {
  // c.get, not c.var: Hono's `var` copies every variable into a new object on each access.
  const auth: AuthContext | undefined = c.get('auth');
  const deps = c.get('deps');
  const query = c.req.queries();
  return {
    deps,
    get auth(): AuthContext {
      if (auth === undefined) throw unauthorized();
      return auth;
    },
    body,
    query,
    url: c.req.url,
    id: (name = 'id') => routeId(c.req.param(name)),
    param: (name) => c.req.param(name) ?? '',
    client: () => ({ ipAddress: clientAddress(c), userAgent: c.req.header('user-agent')?.slice(0, USER_AGENT_MAX) ?? null }),
    paginate: (base, list, countBase) => {
      const spec = list.spec ?? (route.returns === 'collection' ? route.list : undefined);
      if (spec === undefined) throw new Error(`${route.method} ${route.path}: a list without a list spec`);
      return paginate(base, { ...list, spec, query, requestUrl: c.req.url, dialect: deps.dialect }, countBase);
    },
  };
}


/**
 * A JSON answer, built whole when it goes out uncompressed (server/core/whole-answer.ts): with the
 * headers the API's middlewares add to it (the same values: each module's own), as a plain record.
 * Headers set with `c.header()` before this answer would be lost: in /api, middlewares set theirs on
 * `c.res` (as hono's CORS does), which hono merges into the answer.
 */
function jsonAnswer(c: Context<AppEnv>, value: unknown, status: ChosenStatus): Response {
  const text = JSON.stringify(value);
  const accept = c.req.header('accept');
  // Not for HEAD (no `Vary`), outside /api/ (other security headers), nor an answer server/core/idempotency.ts
  // keeps to replay (its type is kept as the handler gives it, the JSON-LD type being each caller's).
  const whole =
    c.req.method !== 'HEAD' &&
    c.req.path.startsWith('/api/') &&
    c.req.header('idempotency-key') === undefined &&
    goesUncompressed(c.req.header('accept-encoding'), Buffer.byteLength(text));
  if (!whole) return c.body(text, status, { 'Content-Type': 'application/json' });
  return wholeAnswer(text, status, {
    'content-type': wantsJsonLd(accept) ? JSON_LD_TYPE : 'application/json',
    link: docsLinkFor(c.req.url),
    vary: 'Accept-Encoding',
    ...API_SECURITY_HEADERS,
  });
}

/**
 * The one handler of every declared route. Who may call it was checked by the route guard before
 * (the permission table holds the declarations); here the body is parsed and validated once, the
 * plain handler runs, and its result is answered as JSON-LD with the status the kind of route implies.
 */
function handlerOf(route: RouteDeclaration): MiddlewareHandler<AppEnv> {
  // A cached answer is kept as the handler answers it (the JSON-LD type is the caller's choice).
  const json = route.cached ? (c: Context<AppEnv>, value: unknown, status: ChosenStatus) => c.json(value, status) : jsonAnswer;
  // A collection names the query its declared list spec accepts (`hydra:search`), as API Platform's do.
  const search = route.returns === 'collection' && route.list ? searchTemplate(`/api${route.path}`, route.list) : undefined;
  return async (c) => {
    switch (route.returns) {
      case 'item': {
        const item = await route.handle(await contextOf(c, route));
        return json(c, { '@context': contextIri(route.hydraClass), ...item }, route.status ?? 200);
      }
      case 'collection': {
        const collection = await route.handle(await contextOf(c, route));
        return json(c, search ? { ...collection, 'hydra:search': search } : collection, 200);
      }
      case 'json': {
        const result = await route.handle(await contextOf(c, route));
        return result instanceof Answered ? json(c, result.body, result.status) : json(c, result, route.status ?? 200);
      }
      case 'nothing':
        await route.handle(await contextOf(c, route));
        return c.body(null, 204);
      case 'raw':
        // A raw route declares no input: its context's body is undefined.
        return route.handle((await contextOf(c, route)) as RouteContext<undefined>, c);
    }
  };
}

/** Refuses with 406, before anything else of the route runs, a request whose `Accept` admits none of the types it serves. */
function negotiation(served: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!admitsOneOf(c.req.header('accept'), served)) throw notAcceptable(served);
    await next();
  };
}

/** A router answering the declared routes (mounted under /api; no two of them overlap, so order is free). */
export function declaredRouter(routes: readonly RouteDeclaration[]): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  for (const route of routes) {
    const served = servedMediaTypes(route);
    const handlers = [
      ...(served ? [negotiation(served)] : []),
      ...(route.before ? [route.before] : []),
      ...(route.cached ? [cachedAnswer()] : []),
      handlerOf(route),
    ];
    router.on(route.method, honoPath(route), ...(handlers as [MiddlewareHandler<AppEnv>]));
  }
  return router;
}
