import { brotliDecompressSync, gunzipSync } from 'node:zlib';
// The docs cannot drift: every answer a test receives from a declared route is checked against the
// route's declared output schema (the one /api/docs.jsonld and /api/docs.json publish). An answer
// with a field the declaration does not state, or without one it states, fails the test that got it.
import type { Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../server/core/env';
import { answerSchema } from '../../server/core/routes/answer';
import { routeKey } from '../../server/core/routes/path';
import type { RouteDeclaration } from '../../server/core/routes/types';
import { DECLARED_ROUTES } from '../../server/resources/declarations';
import { routeRegExp } from './security/registry';

interface CheckedRoute {
  method: string;
  pattern: RegExp;
  key: string;
  schema: z.ZodType;
}

function checkedRoutes(routes: readonly RouteDeclaration[]): CheckedRoute[] {
  return routes.flatMap((route) => {
    const schema = answerSchema(route);
    if (schema === null) return [];
    const key = routeKey(route);
    return [{ method: route.method, pattern: routeRegExp(key.slice(key.indexOf(' ') + 1)), key, schema }];
  });
}

function requestOf(input: RequestInfo | URL, init: RequestInit | undefined): { method: string; path: string } {
  const url = input instanceof Request ? input.url : String(input);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  return { method, path: new URL(url, 'http://localhost').pathname };
}

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

/** The JSON document of an answer, compressed or not (server/core/compress-json.ts, when the client accepts it). */
async function jsonOf(response: Response): Promise<unknown> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const decode = DECODERS[response.headers.get('content-encoding') ?? ''];
  return JSON.parse((decode ? decode(bytes) : bytes).toString('utf8'));
}

/** Makes `app.request` check every successful JSON answer of a declared route against its declared schema. */
export function checkDeclaredAnswers(app: Hono<AppEnv>, routes: readonly RouteDeclaration[] = DECLARED_ROUTES): void {
  const checked = checkedRoutes(routes);
  const request = app.request;
  app.request = async (input, init, env, executionCtx) => {
    const response = await request(input, init, env, executionCtx);
    const { method, path } = requestOf(input, init);
    const route = checked.find((candidate) => candidate.method === method && candidate.pattern.test(path));
    if (!route || response.status < 200 || response.status >= 300) return response;
    const result = route.schema.safeParse(await jsonOf(response.clone()));
    if (!result.success) {
      const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
      throw new Error(`${method} ${path} answered outside its declaration (${route.key}): ${issues}`);
    }
    return response;
  };
}
