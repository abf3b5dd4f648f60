import type { AppDeps } from '../../core/env';
import { ApiError, badRequest, unauthorized } from '../../core/errors';
import { AUTH_PATHS } from '../../../src/shared/auth/paths';
import { SIGN_ON_FAILURES } from '../../../src/shared/auth/sign-on-failures';
import { canonicalService } from '../../sso/service-url';
import { consumeServiceTicket } from '../../sso/tickets';
import { validateExternalTicket } from './external-cas';
import { matchUser } from './match';

/** The CAS server refused the ticket (expired, already used, or issued for another service). */
export const casRefused = (code: string): string =>
  `Le service de connexion de votre organisation a refusé le ticket (${code}) : reconnectez-vous.`;
/** The answer `POST /auth` gives a known identity that is no Volant user: the app shows « not allowed ». */
export const UNKNOWN_IDENTITY = 'Votre compte n’est pas autorisé à se connecter.';

/** The back office's ticket return page at its public origin: the service Volant's own sign-ons issue tickets for. */
export const appService = (deps: AppDeps): string => `${deps.config.publicUrl}${AUTH_PATHS.loading}`;

/** Volant's own services: the ticket return page at its public origin and at its other origins (VOLANT_APP_ORIGINS). */
const isAppService = (deps: AppDeps, service: string): boolean =>
  [deps.config.publicUrl, ...deps.config.appOrigins].some((origin) => service === `${origin}${AUTH_PATHS.loading}`);

/**
 * The user a service ticket names, for tickets issued for the back office's own service only
 * (`isAppService`; issue 36 S1), or naming a learner's account (his space's page is his service: his
 * token opens nothing but `/api/me`). The embedded SSO and the OIDC sign-on issue Volant's own tickets;
 * with an external CAS server, the ticket is validated there and its identity matched to a user
 * (unknown identity: 405, like a refused account).
 */
/** The unused service ticket names a learner's account (read without consuming it). */
async function isLearnerTicket(deps: AppDeps, ticket: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('sso_tickets')
    .innerJoin('users', 'users.id', 'sso_tickets.user_id')
    .select('users.learner_id')
    .where('sso_tickets.id', '=', ticket)
    .where('sso_tickets.kind', '=', 'ST')
    .executeTakeFirst();
  return row !== undefined && row.learner_id !== null;
}

export async function redeemTicket(deps: AppDeps, ticket: string, service: string): Promise<number | null> {
  const { signOn } = deps.config;
  if (signOn.mode !== 'cas') {
    // The same check as the SSO's: a ticket is only ever issued for, and redeemed by, a canonical registered service.
    const canonical = canonicalService(service, deps.config);
    if (canonical === null) throw badRequest('Service non autorisé.');
    // Only tickets issued for Volant itself: a ticket the SSO issued to a partner of VOLANT_CAS_SERVICES
    // is the partner's to validate (/sso/p3/serviceValidate), never a back-office session. It is left
    // unconsumed, so the partner's own validation still works.
    // A learner's ticket is the exception (issue 41): his space runs on such a page (Volant's /eleve or a
    // partner's), and his session opens only his own API there.
    if (!isAppService(deps, canonical) && !(await isLearnerTicket(deps, ticket))) return null;
    const redeemed = await consumeServiceTicket(deps, ticket);
    return redeemed !== null && redeemed.service === canonical ? redeemed.userId : null;
  }
  // Same rule with an external CAS server: a ticket it issued to another application does not open a session.
  if (!isAppService(deps, service)) return null;
  const validation = await validateExternalTicket(signOn.casUrl, service, ticket);
  if (validation.outcome !== 'identity') {
    const detail = validation.outcome === 'refused' ? `ticket refusé (${validation.code})` : validation.detail.replaceAll(ticket, 'ST-…');
    console.error('[cas] %s/p3/serviceValidate: %s', signOn.casUrl, detail);
    if (validation.outcome === 'unreachable') throw new ApiError(503, SIGN_ON_FAILURES['sso-unavailable']);
    if (validation.outcome === 'malformed') throw new ApiError(502, SIGN_ON_FAILURES['sso-unreadable']);
    throw unauthorized(casRefused(validation.code));
  }
  const { identity } = validation;
  const userId = await matchUser(deps, identity.attributes, 'cas');
  if (userId === null) throw new ApiError(405, UNKNOWN_IDENTITY);
  return userId;
}
