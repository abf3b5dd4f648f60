import { createApiClient, type ApiClient, type AuthPort } from '../src/shared/api/client';
import { singleFlight } from '../src/shared/api/single-flight';
import { logoutServer, refreshSession } from '../src/shared/auth/api';
import { isHttpError } from '../src/shared/api/http-error';
import { loadRuntimeConfig, type RuntimeConfig } from '../src/shared/config/runtime';
import type { Session } from '../src/shared/session/types';
import { signInWithDevice } from './device-sign-in';
import { CliError, EXIT } from './errors';
import type { CliFetch } from './network';
import { forgetSession, readSession, sessionFile, withSessionLock, writeSession } from './session-store';
import { signInWithPassword } from './ticket-sign-in';

/** Where and as whom the CLI works (flags, environment variables, then the profile). */
export interface Connection {
  baseUrl: string;
  user: string | null;
  /** Resolved lazily: asked at the prompt only when a sign-in needs it. */
  password: () => Promise<string | null>;
  profile: string | null;
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
  /** Tells the person what to do (the OpenID Connect device sign-in shows its code there). */
  notify?: (text: string) => void;
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
  const kept = () => readSession(file, connection.baseUrl, connection.user);
  let session: Session | null = options.fresh ? null : (kept() ?? null);

  const save = (value: Session) => {
    if (!options.fresh) writeSession(env, file, { ...value, baseUrl: connection.baseUrl });
  };
  const signInAgain = async (): Promise<Session> => {
    if (environment.signOn === 'oidc') {
      const fresh = await signInWithDevice(connection.baseUrl, environment, http, options.notify ?? (() => undefined));
      save(fresh);
      return fresh;
    }
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
  /** Whether the server refused the refresh token (the session is over), not merely failed to answer. */
  let refused = false;
  /** A new access token: the one another command already renewed, else the refresh token's rotation. */
  const rotate = async (): Promise<string> => {
    const other = options.fresh ? undefined : kept();
    if (other && other.refresh_token !== current.session.refresh_token) {
      current.session = other;
      return other.token;
    }
    const pair = await refreshSession(http.fetch, apiBase, current.session.refresh_token);
    current.session = { ...current.session, ...pair };
    save(current.session);
    return current.session.token;
  };
  const locked = <T>(task: () => Promise<T>) => (options.fresh ? task() : withSessionLock(file, task));
  const renew = singleFlight(() =>
    locked(async () => {
      try {
        return await rotate();
      } catch (error) {
        // Unreachable or failing server: the session stays kept, the next command tries again.
        if (!isHttpError(error) || error.status !== 401) throw error;
        refused = true;
        current.session = await signInAgain();
        refused = false;
        return current.session.token;
      }
    }),
  );
  const auth: AuthPort = {
    getToken: () => current.session.token,
    refresh: renew,
    clear: () => {
      if (refused && !options.fresh) forgetSession(env, file, connection.baseUrl);
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
    refresh: () => locked(rotate),
  };
}

/** Closes the server-side session and forgets the local one. */
export async function closeSession(env: Record<string, string | undefined>, connection: Connection, opened: CliSession): Promise<void> {
  try {
    await logoutServer(opened.client);
  } finally {
    forgetSession(env, sessionFile(env, connection), connection.baseUrl);
  }
}
