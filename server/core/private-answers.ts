import { createMiddleware } from 'hono/factory';
import { isPublicApiPath } from './auth-middleware';
import type { AppEnv } from './env';

/** Public calls whose answers still carry tokens (RFC 6749 §5.1: token answers are not stored). */
const TOKEN_ANSWERS: ReadonlySet<string> = new Set(['/api/auth', '/api/token/refresh']);

/**
 * `Cache-Control: no-store` on every answer of the private API (a caller's data, files and errors
 * alike) and on the token answers, whatever the handler set: nothing a signed-in user read stays in a
 * browser's or a proxy's cache after they leave a shared computer (issue 36 S10). The public paths
 * (the API's documentation, the public quotation and planning) keep their own caching.
 */
export const privateAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const path = c.req.path;
  if (!isPublicApiPath(path) || TOKEN_ANSWERS.has(path)) c.header('Cache-Control', 'no-store');
});
