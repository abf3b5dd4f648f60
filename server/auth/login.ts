import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthResponse, TokenPair } from '../../src/shared/session/types';
import type { AppEnv } from '../core/env';
import { ApiError, unauthorized } from '../core/errors';
import { issueSession, revokeFamily, rotateRefreshToken } from '../core/tokens';
import { parseJson } from '../core/validation';
import { MAX_SERVICE_LENGTH } from '../sso/service-url';
import { redeemTicket } from './sign-on/redeem';
import { loadSessionUser } from './session-user';

const loginSchema = z.object({ serviceId: z.string().min(1).max(MAX_SERVICE_LENGTH), ticket: z.string().min(1).max(256) });
const refreshSchema = z.object({ refresh_token: z.string().min(1) });

export const LOGIN_REFUSED = 'Votre compte n’est pas autorisé à se connecter.';
const SESSION_EXPIRED = 'Session expirée, veuillez vous reconnecter.';

/** Session endpoints: ticket exchange (POST /auth) and refresh-token rotation. */
export const loginRoutes = new Hono<AppEnv>();

loginRoutes.post('/auth', async (c) => {
  const deps = c.var.deps;
  const { serviceId, ticket } = await parseJson(c, loginSchema);
  const userId = await redeemTicket(deps, ticket, serviceId);
  if (userId === null) throw unauthorized('Ticket de service invalide ou expiré.');
  const user = await deps.db.selectFrom('users').select(['login_refused', 'archived']).where('id', '=', userId).executeTakeFirst();
  if (!user || user.archived === 1) throw unauthorized('Ticket de service invalide ou expiré.');
  if (user.login_refused === 1) throw new ApiError(405, LOGIN_REFUSED);
  const tokens = await issueSession(deps, userId);
  const sessionUser = await loadSessionUser(deps, userId);
  if (!sessionUser) throw unauthorized();
  const body: AuthResponse = { ...tokens, user: sessionUser };
  return c.json(body);
});

loginRoutes.post('/token/refresh', async (c) => {
  const deps = c.var.deps;
  const { refresh_token } = await parseJson(c, refreshSchema);
  const rotated = await rotateRefreshToken(deps, refresh_token);
  if (!rotated) throw unauthorized(SESSION_EXPIRED);
  const user = await deps.db.selectFrom('users').select(['login_refused', 'archived']).where('id', '=', rotated.userId).executeTakeFirst();
  if (!user || user.archived === 1 || user.login_refused === 1) {
    await revokeFamily(deps, rotated.sessionId);
    throw unauthorized(SESSION_EXPIRED);
  }
  const body: TokenPair = { token: rotated.token, refresh_token: rotated.refresh_token };
  return c.json(body);
});
