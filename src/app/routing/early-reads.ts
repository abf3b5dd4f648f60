/**
 * Early reads: the API reads a page sent while it started on a path, before its first render (the
 * reads that render waits for: the user, the tutorials, the screen's first page…), are remembered,
 * and the next load of that path sends them again from boot.ts, with the stored session's token, at
 * the same time as the app's code is fetched instead of after it has run. The app's fetch
 * (`withEarlyReads`, main.tsx) answers a GET of the same URL with the same token from the read already
 * under way, once; anything else (another URL, another token, a read not claimed in time) goes to the
 * network as usual. The server scopes every read to the token, so a stale remembered URL costs one
 * request and nothing else.
 *
 * Reads sent after the first render (the hooks of what it mounted: the navbar's indicators, a filter's
 * options) are not sent ahead: on the two-core machine, sent with the others while main.js was still
 * being compiled, they took the server's, the network's and the compiler's time from what the first
 * row waited for (HTTP/1.1 gives a page six connections), and nothing waited for their answers.
 */
import { rememberedFor, rememberFor, STARTUP_MS, STARTUP_READS_KEY } from './startup-memory';

/** Reads sent ahead at the most per load. */
export const EARLY_READS_MAX = 8;
/** A read sent ahead and not claimed within this time from navigation is left unused (ms). */
export const EARLY_READS_TTL_MS = 10_000;

const JSON_LD = 'application/ld+json';

/** The reads boot.ts sent, by URL, with the token they carry. */
export interface EarlyReads {
  token: string;
  reads: Map<string, Promise<Response>>;
}

declare global {
  // Sent by boot.ts, claimed by main.tsx's fetch (withEarlyReads).
  var __volantEarlyReads: EarlyReads | undefined;
}

/** Sends the reads the last start on `pathname` sent (boot.ts), with `token`. */
export function sendEarlyReads(storage: Storage | null, pathname: string, token: string, fetchImpl: typeof fetch = fetch): EarlyReads {
  const reads = new Map<string, Promise<Response>>();
  for (const url of rememberedFor(storage, STARTUP_READS_KEY, pathname).slice(0, EARLY_READS_MAX)) {
    const read = fetchImpl(url, { headers: { Accept: JSON_LD, Authorization: `Bearer ${token}` } });
    // A failed read is claimed like any answer (or never): its caller reports it.
    read.catch(() => undefined);
    reads.set(url, read);
  }
  return { token, reads };
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function authorizationOf(headers: HeadersInit | undefined): string | null {
  if (headers === undefined) return null;
  // The API client passes a plain record (src/shared/api/client.ts): read it without building Headers.
  if (!(headers instanceof Headers) && !Array.isArray(headers)) return headers.Authorization ?? headers.authorization ?? null;
  return new Headers(headers).get('Authorization');
}

/** `read`, or an AbortError as soon as `signal` aborts (the read itself goes on, unused). */
function abortable(read: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return read;
  if (signal.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', abort, { once: true });
    read.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export interface EarlyReadsOptions {
  /** What boot.ts sent (globalThis.__volantEarlyReads), taken once; undefined without boot.ts. */
  early: EarlyReads | undefined;
  storage: Storage | null;
  /** The path the page started on. */
  startPath: string;
  /** The path now. */
  currentPath: () => string;
  /** Milliseconds since navigation (`performance.now()`). */
  sinceNavigation: () => number;
  /** Whether the first render is still to come (main.tsx): only the reads sent until then are remembered. */
  beforeFirstRender: () => boolean;
}

/**
 * The app's fetch with early reads: a GET sent while the page starts on its first path, before its
 * first render, is remembered for the next load of that path (this start's reads replace the last start's); a GET boot.ts already
 * sent with the same token is answered from that read, once.
 */
export function withEarlyReads(fetchImpl: typeof fetch, options: EarlyReadsOptions): typeof fetch {
  const { early, storage, startPath, currentPath, sinceNavigation, beforeFirstRender } = options;
  const sent: string[] = [];
  return (input, init) => {
    if ((init?.method ?? 'GET') !== 'GET') return fetchImpl(input, init);
    const url = urlOf(input);
    if (beforeFirstRender() && sinceNavigation() < STARTUP_MS && currentPath() === startPath && sent.length < EARLY_READS_MAX && !sent.includes(url)) {
      sent.push(url);
      rememberFor(storage, STARTUP_READS_KEY, startPath, sent);
    }
    const read = early?.reads.get(url);
    if (read && sinceNavigation() < EARLY_READS_TTL_MS && authorizationOf(init?.headers) === `Bearer ${early?.token}`) {
      early?.reads.delete(url);
      return abortable(read, init?.signal);
    }
    return fetchImpl(input, init);
  };
}
