import { readCollection, type HydraCollection, type Page } from './hydra';
import { REQUEST_TIMEOUT_MS } from '../constants';
import { httpErrorMessages } from '../i18n/messages';
import { HttpError, httpErrorFrom, NETWORK_ERROR_STATUS } from './http-error';
import { newIdempotencyKey } from './idempotency-key';
import { withQuery, type QueryParams } from './query';
import { singleFlight } from './single-flight';

/** What the transport needs from the session (implemented over the session store by `createAuthPort`). */
export interface AuthPort {
  getToken(): string | null;
  /** Returns the new access token; throws when the session cannot be renewed. */
  refresh(): Promise<string>;
  clear(): void;
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Sent without a token and outside the session rules (the login call). */
  anonymous?: boolean;
  /** Sent with this token instead of the session's, never refreshed (the logout of a session already cleared). */
  bearer?: string;
}

export interface DownloadOptions extends RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

export interface ApiClient {
  readonly baseUrl: string;
  get<T>(path: string, query?: QueryParams, init?: RequestOptions): Promise<T>;
  list<T>(path: string, query?: QueryParams, init?: RequestOptions): Promise<Page<T>>;
  post<T>(path: string, body?: unknown, init?: RequestOptions): Promise<T>;
  patch<T>(path: string, body: unknown, init?: RequestOptions): Promise<T>;
  put<T>(path: string, body: unknown, init?: RequestOptions): Promise<T>;
  delete(path: string, init?: RequestOptions): Promise<void>;
  upload<T>(path: string, form: FormData, init?: RequestOptions): Promise<T>;
  download(path: string, query?: QueryParams, init?: DownloadOptions): Promise<DownloadedFile>;
}

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  auth: AuthPort;
  /** A read (GET of JSON) was refused with 403; writes and downloads only throw their HttpError. */
  onForbidden?: () => void;
  onSessionExpired?: () => void;
  /** Milliseconds before a call whose answer has not started fails with status 0 (REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
}

const JSON_LD = 'application/ld+json';
const MERGE_PATCH = 'application/merge-patch+json';

/** Spec part 1 §6: URLs containing `public` (but not `publickey`) go without a token. */
export function isPublicPath(path: string): boolean {
  return path.includes('public') && !path.includes('publickey');
}

/** Joins a path to the base URL; IRIs that already start with the base path (`/api/...`) are kept whole. */
export function resolveUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = baseUrl.replace(/\/+$/, '');
  const basePath = base.replace(/^https?:\/\/[^/]+/i, '');
  if (basePath && (path === basePath || path.startsWith(`${basePath}/`))) {
    return base.slice(0, base.length - basePath.length) + path;
  }
  return base + (path.startsWith('/') ? path : `/${path}`);
}

/** The file name of a `Content-Disposition` header, preferring RFC 5987 `filename*`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // Malformed percent-encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

interface Outgoing {
  method: string;
  body?: BodyInit;
  contentType?: string;
  accept: string;
  /** Sent as `Idempotency-Key`, the same on every attempt of one call (the retry after a refresh). */
  idempotencyKey?: string;
}

function jsonBody(body: unknown, contentType = JSON_LD): Pick<Outgoing, 'body' | 'contentType'> {
  return body === undefined ? {} : { body: JSON.stringify(body), contentType };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, auth, onForbidden, onSessionExpired, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const refreshOnce = singleFlight(() => auth.refresh());

  /** A new token after `rejected` got a 401: one shared refresh, unless another caller already renewed it. */
  async function renewToken(rejected: string): Promise<string> {
    const current = auth.getToken();
    if (current !== rejected) {
      if (current) return current;
      throw new HttpError(401);
    }
    try {
      return await refreshOnce();
    } catch (error) {
      // The server could not be reached, failed or asked to wait: the session is not over, the next call renews it.
      if (error instanceof HttpError && (error.status === NETWORK_ERROR_STATUS || error.status === 429 || error.status >= 500)) throw error;
      if (auth.getToken() === rejected) {
        auth.clear();
        onSessionExpired?.();
      }
      throw new HttpError(401);
    }
  }

  async function attempt(url: string, out: Outgoing, token: string | null, init: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: out.accept };
    if (out.contentType) headers['Content-Type'] = out.contentType;
    if (out.idempotencyKey) headers['Idempotency-Key'] = out.idempotencyKey;
    Object.assign(headers, init.headers);
    if (token) headers.Authorization = `Bearer ${token}`;
    // A server that accepts the connection but never answers must not leave a spinner forever:
    // past timeoutMs the call fails like an unreachable server (uploads may legitimately take longer).
    const timer = new AbortController();
    const timed = !(out.body instanceof FormData);
    const timeout = timed ? setTimeout(() => timer.abort(), timeoutMs) : undefined;
    const abortWithCaller = () => timer.abort();
    if (init.signal?.aborted) timer.abort();
    init.signal?.addEventListener('abort', abortWithCaller);
    try {
      return await fetchImpl(url, { method: out.method, headers, body: out.body, signal: timed || init.signal ? timer.signal : undefined });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      if (timer.signal.aborted) throw new HttpError(NETWORK_ERROR_STATUS, null, httpErrorMessages.timeout);
      if (isAbort(error, init.signal)) throw error;
      throw new HttpError(NETWORK_ERROR_STATUS);
    } finally {
      clearTimeout(timeout);
      init.signal?.removeEventListener('abort', abortWithCaller);
    }
  }

  /** Sends with the session rules of spec part 1 §6–§8 and resolves with a successful response. */
  async function send(path: string, call: Outgoing, init: RequestOptions = {}): Promise<Response> {
    const url = resolveUrl(baseUrl, path);
    const withSession = !init.anonymous && !isPublicPath(path);
    // A POST of a session may create something: a key lets the server recognise this call if it is sent again.
    const out = call.method === 'POST' && withSession ? { ...call, idempotencyKey: newIdempotencyKey() } : call;
    let token = init.bearer ?? (withSession ? auth.getToken() : null);
    if (withSession && !token) throw new HttpError(401);
    let retried = false;
    for (;;) {
      const response = await attempt(url, out, token, init);
      if (response.ok) return response;
      if (response.status === 401 && token && !retried && init.bearer === undefined) {
        retried = true;
        token = await renewToken(token);
        continue;
      }
      // A refused read of the page's data leads away (spec part 1 §6: 403 goes to page-not-found); a
      // refused write or download is an answer to an action: the caller keeps its form and shows why.
      if (response.status === 403 && out.method === 'GET' && out.accept === JSON_LD) onForbidden?.();
      throw await httpErrorFrom(response);
    }
  }

  async function json<T>(path: string, out: Outgoing, init?: RequestOptions): Promise<T> {
    return readJson<T>(await send(path, out, init));
  }

  return {
    baseUrl,
    get: (path, query, init) => json(withQuery(path, query), { method: 'GET', accept: JSON_LD }, init),
    list: async <T>(path: string, query?: QueryParams, init?: RequestOptions) =>
      readCollection(await json<HydraCollection<T>>(withQuery(path, query), { method: 'GET', accept: JSON_LD }, init)),
    post: (path, body, init) => json(path, { method: 'POST', accept: JSON_LD, ...jsonBody(body) }, init),
    patch: (path, body, init) =>
      json(path, { method: 'PATCH', accept: JSON_LD, ...jsonBody(body, MERGE_PATCH) }, init),
    put: (path, body, init) => json(path, { method: 'PUT', accept: JSON_LD, ...jsonBody(body) }, init),
    delete: async (path, init) => {
      await send(path, { method: 'DELETE', accept: JSON_LD }, init);
    },
    upload: (path, form, init) => json(path, { method: 'POST', accept: JSON_LD, body: form }, init),
    download: async (path, query, init = {}) => {
      const response = await send(
        withQuery(path, query),
        { method: init.method ?? 'GET', accept: '*/*', ...jsonBody(init.body, 'application/json') },
        init,
      );
      return {
        blob: await response.blob(),
        filename: filenameFromDisposition(response.headers.get('Content-Disposition')),
      };
    },
  };
}
