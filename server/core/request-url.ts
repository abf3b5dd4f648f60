/**
 * Reading a request's URL without parsing it with `new URL` on every request (a share of the API's
 * time under load). @hono/node-server hands Hono `scheme://host` + the request target as received
 * when both are plain (no `%`, no dot segment, a lower-case host), and the URL parser's own `href`
 * otherwise: the path of either, up to its `?` or `#`, is what `new URL(url).pathname` answers.
 */

/** Origins by the `scheme://host` text they were parsed from (a handful: the hosts this server answers to). */
const origins = new Map<string, string>();
const MAX_ORIGINS = 64;

/** Where the path of an absolute URL starts (after `scheme://host`), or its length when it has none. */
function pathStart(url: string): number {
  const slash = url.indexOf('/', url.indexOf('//') + 2);
  return slash === -1 ? url.length : slash;
}

/** `new URL(url).origin`, parsed once per `scheme://host`. */
export function originOf(url: string): string {
  const prefix = url.slice(0, pathStart(url));
  let origin = origins.get(prefix);
  if (origin === undefined) {
    origin = new URL(prefix).origin;
    if (origins.size >= MAX_ORIGINS) origins.clear();
    origins.set(prefix, origin);
  }
  return origin;
}

/** `new URL(url).pathname` of a URL without query nor fragment; undefined when it has either. */
export function plainPathOf(url: string): string | undefined {
  if (url.includes('?') || url.includes('#')) return undefined;
  const start = pathStart(url);
  return start === url.length ? '/' : url.slice(start);
}
