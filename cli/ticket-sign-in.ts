import type { RuntimeConfig } from '../src/shared/config/runtime';
import type { Session } from '../src/shared/session/types';
import { createApiClient } from '../src/shared/api/client';
import { isHttpError } from '../src/shared/api/http-error';
import { authenticate } from '../src/shared/auth/api';
import { AUTH_PATHS } from '../src/shared/auth/paths';
import { CliError, EXIT } from './errors';
import type { CliFetch } from './network';

/** The service the CLI asks tickets for: the app's own ticket return page, like the browser. */
export const serviceFor = (baseUrl: string) => `${baseUrl}${AUTH_PATHS.loading}`;

export async function ssoPost(http: CliFetch, url: string, fields: Record<string, string>): Promise<Response> {
  try {
    return await http.fetch(url, { method: 'POST', body: new URLSearchParams(fields) });
  } catch {
    throw new CliError(`Impossible de joindre le service de connexion : ${http.lastFailure() ?? 'erreur réseau'}.`, EXIT.unreachable);
  }
}

/** The environment's sign-on base URL (`ssoUrl` of /config.json, resolved against the base URL). */
export const ssoBaseOf = (baseUrl: string, environment: RuntimeConfig): string =>
  new URL(environment.ssoUrl, `${baseUrl}/`).toString().replace(/\/+$/, '');

/** `POST /auth` with a service ticket, like the app: the session, or a French CLI error. */
export async function redeemTicket(baseUrl: string, environment: RuntimeConfig, http: CliFetch, service: string, ticket: string): Promise<Session> {
  const anonymous = createApiClient({
    baseUrl: new URL(environment.apiBase, `${baseUrl}/`).toString().replace(/\/+$/, ''),
    fetch: http.fetch,
    auth: { getToken: () => null, refresh: () => Promise.reject(new Error('no session')), clear: () => undefined },
  });
  try {
    return await authenticate(anonymous, { serviceId: service, ticket });
  } catch (error) {
    if (isHttpError(error) && error.status === 405) throw new CliError('Connexion refusée pour ce compte (accès non autorisé).', EXIT.unreachable);
    if (isHttpError(error)) throw new CliError(`La connexion a échoué : ${error.message}`, EXIT.unreachable);
    throw error;
  }
}

/** Signs in through the SSO REST ticket API, then `POST /auth` like the app. */
export async function signInWithPassword(
  baseUrl: string,
  environment: RuntimeConfig,
  http: CliFetch,
  user: string,
  password: string,
): Promise<Session> {
  const sso = ssoBaseOf(baseUrl, environment);
  const tgt = await ssoPost(http, `${sso}/v1/tickets`, { username: user, password });
  if (tgt.status === 401 || tgt.status === 400) throw new CliError('Connexion refusée : identifiant ou mot de passe incorrect.', EXIT.unreachable);
  if (tgt.status === 429) throw new CliError(`Connexion refusée : ${(await tgt.text()).trim()}`, EXIT.unreachable);
  if (tgt.status !== 201) throw new CliError(`Le service de connexion a répondu ${tgt.status}.`, EXIT.unreachable);
  const service = serviceFor(baseUrl);
  const st = await ssoPost(http, `${sso}/v1/tickets/${encodeURIComponent((await tgt.text()).trim())}`, { service });
  if (st.status !== 200) throw new CliError(`Le service de connexion n’a pas délivré de ticket (${st.status}).`, EXIT.unreachable);
  return redeemTicket(baseUrl, environment, http, service, (await st.text()).trim());
}
