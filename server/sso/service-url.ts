import type { ServerConfig } from '../config';

/** Longest service URL accepted (login, logout, REST tickets, validation, POST /api/auth). */
export const MAX_SERVICE_LENGTH = 2048;

/**
 * Characters the URL parser drops or rewrites silently (tabs, CR/LF and other controls, spaces,
 * backslashes): a service holding one is refused before parsing, so what is checked is what was sent.
 */
const REWRITTEN_BY_PARSER = /[\u0000-\u0020\u007f\\]/;
/** Encoded slashes and backslashes in a path, which a later decoding could turn into `//host`. */
const ENCODED_SEPARATOR = /%(2f|5c)/i;

type Registry = Pick<ServerConfig, 'publicUrl' | 'casServices' | 'appOrigins'>;

/** `url` lies under the registered prefix: same origin, and the same path or a path below it (segment-wise). */
function underPrefix(url: URL, prefix: string): boolean {
  const registered = new URL(prefix);
  if (url.origin !== registered.origin) return false;
  const base = registered.pathname;
  if (url.pathname === base) return true;
  return url.pathname.startsWith(base.endsWith('/') ? base : `${base}/`);
}

/**
 * The canonical URL of a service the SSO may send a browser (and tickets) to, or null. A path
 * (`/auth/loading`) is resolved against the public origin (configuration, never the `Host` header);
 * the resolved URL must be http(s) without credentials, its path without `//` or encoded separators,
 * and be of Volant's own origin (VOLANT_PUBLIC_URL, VOLANT_APP_ORIGINS) or under a prefix of
 * VOLANT_CAS_SERVICES (a partner). Tickets are issued for,
 * and compared on, this canonical form.
 */
export function canonicalService(raw: string, registry: Registry): string | null {
  if (raw === '' || raw.length > MAX_SERVICE_LENGTH || REWRITTEN_BY_PARSER.test(raw)) return null;
  let url: URL;
  try {
    url = raw.startsWith('/') ? new URL(raw, `${registry.publicUrl}/`) : new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (url.pathname.includes('//') || ENCODED_SEPARATOR.test(url.pathname)) return null;
  const allowed = url.origin === registry.publicUrl || registry.appOrigins.includes(url.origin) || registry.casServices.some((prefix) => underPrefix(url, prefix));
  return allowed ? url.href : null;
}

/** The canonical service with `ticket=…` appended to its query, the rest left exactly as it is. */
export function withTicket(service: string, ticket: string): string {
  const hashAt = service.indexOf('#');
  const base = hashAt === -1 ? service : service.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : service.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}${hash}`;
}
