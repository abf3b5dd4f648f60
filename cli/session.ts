import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { createApiClient, type ApiClient, type AuthPort } from '../src/shared/api/client';
import { isHttpError } from '../src/shared/api/http-error';
import { singleFlight } from '../src/shared/api/single-flight';
import { authenticate, logoutServer, refreshSession } from '../src/shared/auth/api';
import { loadRuntimeConfig, type RuntimeConfig } from '../src/shared/config/runtime';
import type { Session } from '../src/shared/session/types';
import { configDir, readPrivateJson, removeFile, writePrivateJson } from './config';
import { CliError, EXIT } from './errors';
import type { CliFetch } from './network';

/** Where and as whom the CLI works (flags, environment variables, then the profile). */
export interface Connection {
  baseUrl: string;
  user: string | null;
  /** Resolved lazily: asked at the prompt only when a sign-in needs it. */
  password: () => Promise<string | null>;
  profile: string | null;
}

interface StoredSession extends Session {
  baseUrl: string;
}

/** The service the CLI asks tickets for: the app's own ticket return page, like the browser. */
export const serviceFor = (baseUrl: string) => `${baseUrl}/auth/loading`;

/** One kept session per profile, or per environment without a profile (a new --user signs in again). */
export function sessionFile(env: Record<string, string | undefined>, connection: Pick<Connection, 'baseUrl' | 'profile'>): string {
  const key = connection.profile ?? createHash('sha256').update(connection.baseUrl).digest('hex').slice(0, 16);
  return join(configDir(env), 'sessions', `${key.replace(/[^\w.-]/g, '_')}.json`);
}

/** The environment's `/config.json` (API base and SSO URL), as the app reads it. */
export async function environmentOf(baseUrl: string, http: CliFetch): Promise<RuntimeConfig> {
  const relative: typeof fetch = (input, init) => http.fetch(new URL(String(input), `${baseUrl}/`), init);
  try {
    return await loadRuntimeConfig(relative);
  } catch (error) {
    const failure = http.lastFailure();
    if (failure) throw new CliError(`Impossible de joindre ${baseUrl} : ${failure}.`, EXIT.unreachable);
    const why = error instanceof Error ? error.message : String(error);
    throw new CliError(`${baseUrl} ne répond pas comme un environnement Volant (${why}).`, EXIT.unreachable);
  }
}

async function ssoPost(http: CliFetch, url: string, fields: Record<string, string>): Promise<Response> {
  try {
    return await http.fetch(url, { method: 'POST', body: new URLSearchParams(fields) });
  } catch {
    throw new CliError(`Impossible de joindre le service de connexion : ${http.lastFailure() ?? 'erreur réseau'}.`, EXIT.unreachable);
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
  const sso = new URL(environment.ssoUrl, `${baseUrl}/`).toString().replace(/\/+$/, '');
  const tgt = await ssoPost(http, `${sso}/v1/tickets`, { username: user, password });
  if (tgt.status === 401 || tgt.status === 400) throw new CliError('Connexion refusée : identifiant ou mot de passe incorrect.', EXIT.unreachable);
  if (tgt.status === 429) throw new CliError(`Connexion refusée : ${(await tgt.text()).trim()}`, EXIT.unreachable);
  if (tgt.status !== 201) throw new CliError(`Le service de connexion a répondu ${tgt.status}.`, EXIT.unreachable);
  const service = serviceFor(baseUrl);
  const st = await ssoPost(http, `${sso}/v1/tickets/${encodeURIComponent((await tgt.text()).trim())}`, { service });
  if (st.status !== 200) throw new CliError(`Le service de connexion n’a pas délivré de ticket (${st.status}).`, EXIT.unreachable);
  const anonymous = createApiClient({
    baseUrl: new URL(environment.apiBase, `${baseUrl}/`).toString().replace(/\/+$/, ''),
    fetch: http.fetch,
    auth: { getToken: () => null, refresh: () => Promise.reject(new Error('no session')), clear: () => undefined },
  });
  try {
    return await authenticate(anonymous, { serviceId: service, ticket: (await st.text()).trim() });
  } catch (error) {
    if (isHttpError(error) && error.status === 405) throw new CliError('Connexion refusée pour ce compte (accès non autorisé).', EXIT.unreachable);
    if (isHttpError(error)) throw new CliError(`La connexion a échoué : ${error.message}`, EXIT.unreachable);
    throw error;
  }
}

export interface CliSession {
  client: ApiClient;
  session: Session;
  environment: RuntimeConfig;
  apiBase: string;
  /** Another client over the same session whose requests go through `wrap` (the smoke checks record theirs). */
  clientVia(wrap: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch): ApiClient;
  /** Renews the access token with the refresh token now (one renewal shared by every caller). */
  refresh(): Promise<string>;
}

export interface OpenOptions {
  /** Sign in again even when a session is kept, and keep none (the smoke checks test the sign-in itself). */
  fresh?: boolean;
}

/**
 * An API client over a session kept in a private file: reused while its refresh works, otherwise
 * (or when none is stored) a new sign-in with the connection's credentials.
 */
export async function openSession(
  env: Record<string, string | undefined>,
  connection: Connection,
  http: CliFetch,
  options: OpenOptions = {},
): Promise<CliSession> {
  const environment = await environmentOf(connection.baseUrl, http);
  const apiBase = new URL(environment.apiBase, `${connection.baseUrl}/`).toString().replace(/\/+$/, '');
  const file = sessionFile(env, connection);
  const stored = options.fresh ? undefined : (readPrivateJson(file) as StoredSession | undefined);
  let session: Session | null =
    stored && stored.baseUrl === connection.baseUrl && (connection.user === null || stored.user.email === connection.user) ? stored : null;

  const save = (value: Session) => {
    if (!options.fresh) writePrivateJson(file, { ...value, baseUrl: connection.baseUrl });
  };
  const signInAgain = async (): Promise<Session> => {
    const user = connection.user;
    const password = await connection.password();
    if (!user || !password) {
      throw new CliError('Pas de session ouverte : indiquez --user et --password (ou VOLANT_USER / VOLANT_PASSWORD), ou lancez « volant login ».', EXIT.unreachable);
    }
    const fresh = await signInWithPassword(connection.baseUrl, environment, http, user, password);
    save(fresh);
    return fresh;
  };
  if (!session) session = await signInAgain();

  const current = { session };
  const renew = singleFlight(async () => {
    try {
      const pair = await refreshSession(http.fetch, apiBase, current.session.refresh_token);
      current.session = { ...current.session, ...pair };
    } catch {
      current.session = await signInAgain();
    }
    save(current.session);
    return current.session.token;
  });
  const auth: AuthPort = {
    getToken: () => current.session.token,
    refresh: renew,
    clear: () => {
      if (!options.fresh) removeFile(file);
    },
  };
  const client = createApiClient({ baseUrl: apiBase, fetch: http.fetch, auth });
  return {
    client,
    get session() {
      return current.session;
    },
    environment,
    apiBase,
    clientVia: (wrap) => createApiClient({ baseUrl: apiBase, fetch: wrap(http.fetch), auth }),
    refresh: async () => {
      const pair = await refreshSession(http.fetch, apiBase, current.session.refresh_token);
      current.session = { ...current.session, ...pair };
      save(current.session);
      return current.session.token;
    },
  };
}

/** Closes the server-side session and forgets the local one. */
export async function closeSession(env: Record<string, string | undefined>, connection: Connection, opened: CliSession): Promise<void> {
  try {
    await logoutServer(opened.client);
  } finally {
    removeFile(sessionFile(env, connection));
  }
}
