import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../core/env';
import { rawRoute } from '../core/routes/declare';
import type { RouteDeclaration } from '../core/routes/types';
import { bearerClaims, revokeFamily, signAccessToken, STATUS_TOKEN_TTL_SECONDS } from '../core/tokens';

/** Ends the session of the request's bearer token (its refresh family and access tokens): a logout's 204. */
export async function endSession(deps: AppDeps, c: Context<AppEnv>): Promise<Response> {
  const claims = await bearerClaims(deps, c.req.header('authorization'));
  await revokeFamily(deps, claims.sessionId);
  return c.body(null, 204);
}

/**
 * Session calls of the signed-in user (spec part 1 §7, Auth). Raw: they read the bearer token's own
 * claims (its session), which only the request's header carries.
 */
export const STATE_API_ROUTES: readonly RouteDeclaration[] = [
  rawRoute({
    method: 'POST',
    path: '/state-api/logout',
    access: 'authenticated',
    hydraClass: 'Session',
    summary: 'Ends the session: every refresh token of the family and its access tokens stop working (204).',
    statuses: [204],
    mediaType: 'application/json',
    handle: ({ deps }, c) => endSession(deps, c),
  }),

  rawRoute({
    method: 'POST',
    path: '/state-api/client-authentication',
    access: 'authenticated',
    hydraClass: 'Session',
    summary: 'Issues a 10-minute token for status widgets: it reads the connection states and nothing else.',
    mediaType: 'application/json',
    async handle({ deps }, c) {
      const claims = await bearerClaims(deps, c.req.header('authorization'));
      const family = await deps.db
        .selectFrom('refresh_tokens')
        .select((eb) => eb.fn.min('session_started_at').as('started'))
        .where('family_id', '=', claims.sessionId)
        .executeTakeFirst();
      const startedAt = family?.started ? new Date(family.started) : deps.now();
      const status = await signAccessToken(deps, { ...claims, type: 'status', scope: 'connection-status' }, STATUS_TOKEN_TTL_SECONDS, startedAt);
      return c.json({ token: status.token, expiresAt: status.expiresAt.toISOString() });
    },
  }),
];
