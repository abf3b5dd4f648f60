import type { ApiClient } from '../api/client';
import { resolveUrl } from '../api/client';
import { HttpError, httpErrorFrom, NETWORK_ERROR_STATUS } from '../api/http-error';
import type { JsonLd } from '../api/hydra';
import type { AuthResponse, SessionUser, TokenPair } from '../session/types';

export interface ServiceTicket {
  serviceId: string;
  ticket: string;
}

export interface ClientAuthentication {
  token: string;
  expiresAt: string;
}

export interface ProjectVersion {
  frontVersion: string;
}

/** `POST /auth`: exchanges a single-sign-on service ticket for a session (no token yet). */
export function authenticate(client: ApiClient, ticket: ServiceTicket): Promise<AuthResponse> {
  return client.post<AuthResponse>('/auth', ticket, { anonymous: true });
}

/**
 * `POST /token/refresh`: a plain fetch outside the client's 401 handling (the client calls it
 * while handling a 401). Throws an HttpError when the refresh token is refused or the server is unreachable.
 */
export async function refreshSession(fetchImpl: typeof fetch, baseUrl: string, refreshToken: string): Promise<TokenPair> {
  let response: Response;
  try {
    response = await fetchImpl(resolveUrl(baseUrl, '/token/refresh'), {
      method: 'POST',
      headers: { Accept: 'application/ld+json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
  } catch {
    throw new HttpError(NETWORK_ERROR_STATUS);
  }
  if (!response.ok) throw await httpErrorFrom(response);
  return (await response.json()) as TokenPair;
}

/** `POST /state-api/logout`: closes the server-side session (of `token` when the local one is already cleared). */
export async function logoutServer(client: ApiClient, token?: string): Promise<void> {
  await client.post<unknown>('/state-api/logout', undefined, token === undefined ? {} : { bearer: token });
}

/** `POST /state-api/client-authentication`: a short-lived token for the remote-declaration gateway. */
export function clientAuthentication(client: ApiClient): Promise<ClientAuthentication> {
  return client.post<ClientAuthentication>('/state-api/client-authentication');
}

/** `GET /project-versions`: the deployed front version (`hydra:member[0].frontVersion`), null when none. */
export async function getFrontVersion(client: ApiClient, signal?: AbortSignal): Promise<string | null> {
  const page = await client.list<ProjectVersion>('/project-versions', undefined, { signal });
  return page.items[0]?.frontVersion ?? null;
}

/** `GET /users/{id}`: the profile of a user (the session user's permissions are reloaded with it). */
export function getUser(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<SessionUser>> {
  return client.get<JsonLd<SessionUser>>(`/users/${id}`, undefined, { signal });
}
