import { z } from 'zod';
import { authResponseSchema, tokenPairSchema } from '../../src/shared/session/schema';
import type { AuthResponse, TokenPair } from '../../src/shared/session/types';
import { ApiError, unauthorized } from '../core/errors';
import { jsonRoute } from '../core/routes/declare';
import type { RouteDeclaration } from '../core/routes/types';
import { issueSession, revokeFamily, rotateRefreshToken } from '../core/tokens';
import { MAX_SERVICE_LENGTH } from '../sso/service-url';
import { redeemTicket } from './sign-on/redeem';
import { loadSessionUser } from './session-user';

const loginSchema = z.object({ serviceId: z.string().min(1).max(MAX_SERVICE_LENGTH), ticket: z.string().min(1).max(256) });
const refreshSchema = z.object({ refresh_token: z.string().min(1) });

export const LOGIN_REFUSED = 'Votre compte n’est pas autorisé à se connecter.';
const SESSION_EXPIRED = 'Session expirée, veuillez vous reconnecter.';

/** Session endpoints (protocol: their answers are what the CAS and token clients expect): ticket exchange and refresh-token rotation. */
export const LOGIN_ROUTES: readonly RouteDeclaration[] = [
  jsonRoute<z.output<typeof loginSchema>, AuthResponse>({
    method: 'POST',
    path: '/auth',
    access: 'public',
    hydraClass: 'Session',
    summary: 'Exchanges a CAS service ticket for a token pair and the session user.',
    refusals: [401, 405, 502],
    input: loginSchema,
    output: authResponseSchema,
    async handle({ deps, body }) {
      const userId = await redeemTicket(deps, body.ticket, body.serviceId);
      if (userId === null) throw unauthorized('Ticket de service invalide ou expiré.');
      const user = await deps.db.selectFrom('users').select(['login_refused', 'archived']).where('id', '=', userId).executeTakeFirst();
      if (!user || user.archived === 1) throw unauthorized('Ticket de service invalide ou expiré.');
      if (user.login_refused === 1) throw new ApiError(405, LOGIN_REFUSED);
      const tokens = await issueSession(deps, userId);
      const sessionUser = await loadSessionUser(deps, userId);
      if (!sessionUser) throw unauthorized();
      return { ...tokens, user: sessionUser };
    },
  }),

  jsonRoute<z.output<typeof refreshSchema>, TokenPair>({
    method: 'POST',
    path: '/token/refresh',
    access: 'public',
    hydraClass: 'Session',
    summary: 'Rotates a refresh token: a new pair; a reused token revokes its whole family.',
    refusals: [401],
    input: refreshSchema,
    output: tokenPairSchema,
    async handle({ deps, body }) {
      const rotated = await rotateRefreshToken(deps, body.refresh_token);
      if (!rotated) throw unauthorized(SESSION_EXPIRED);
      const user = await deps.db.selectFrom('users').select(['login_refused', 'archived']).where('id', '=', rotated.userId).executeTakeFirst();
      if (!user || user.archived === 1 || user.login_refused === 1) {
        await revokeFamily(deps, rotated.sessionId);
        throw unauthorized(SESSION_EXPIRED);
      }
      return { token: rotated.token, refresh_token: rotated.refresh_token };
    },
  }),
];
