import { Hono } from 'hono';
import type { AppEnv } from '../core/env';
import { bearerClaims, revokeFamily, signAccessToken, STATUS_TOKEN_TTL_SECONDS } from '../core/tokens';

/** Session calls of the signed-in user (spec part 1 §7, Auth). */
export const stateApiRoutes = new Hono<AppEnv>();

/** Ends the session: every refresh token of the family and its access tokens stop working. */
stateApiRoutes.post('/state-api/logout', async (c) => {
  const claims = await bearerClaims(c.var.deps, c.req.header('authorization'));
  await revokeFamily(c.var.deps, claims.sessionId);
  return c.body(null, 204);
});

/** A 10-minute token for status widgets: it reads the connection states and nothing else (`token-scopes.ts`). */
stateApiRoutes.post('/state-api/client-authentication', async (c) => {
  const deps = c.var.deps;
  const claims = await bearerClaims(deps, c.req.header('authorization'));
  const family = await deps.db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.min('session_started_at').as('started'))
    .where('family_id', '=', claims.sessionId)
    .executeTakeFirst();
  const startedAt = family?.started ? new Date(family.started) : deps.now();
  const status = await signAccessToken(deps, { ...claims, type: 'status', scope: 'connection-status' }, STATUS_TOKEN_TTL_SECONDS, startedAt);
  return c.json({ token: status.token, expiresAt: status.expiresAt.toISOString() });
});
