import { toQueryString, type QueryParams } from '../api/query';

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The params a pattern such as `/apprenants/{learnerId}` declares, as matched from a path. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

/** Values accepted to build a path from a pattern. */
export type PathParamsInput<P extends string> = { [K in ParamNames<P>]: string | number };

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function paramName(segment: string): string | null {
  const match = /^\{(\w+)\}$/.exec(segment);
  return match?.[1] ?? null;
}

/**
 * Matches a pathname against a pattern (`{name}` segments capture one decoded segment; a leading
 * slash and a trailing slash are optional). With `end: false`, a pathname that continues past the
 * pattern also matches. Returns the params, or null.
 */
function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export function matchPath<P extends string>(
  pattern: P,
  pathname: string,
  options: { end?: boolean } = {},
): PathParams<P> | null {
  const wanted = segments(pattern);
  const actual = segments(pathname);
  if (actual.length < wanted.length || (options.end !== false && actual.length !== wanted.length)) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = actual[index] ?? '';
    const name = paramName(segment);
    if (name) {
      try {
        params[name] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment !== value && segment !== safeDecode(value)) {
      // The browser percent-encodes non-ASCII paths (/avis-certifi%C3%A9s for /avis-certifiés).
      return null;
    }
  }
  return params as PathParams<P>;
}

/** Builds a URL from a pattern, its params and an optional query: href('/apprenants/{learnerId}', { learnerId: 4 }, { menu: 2 }). */
export function href<P extends string>(pattern: P, params: PathParamsInput<P>, query?: QueryParams): string {
  const values = params as Record<string, string | number>;
  const path = segments(pattern)
    .map((segment) => {
      const name = paramName(segment);
      if (!name) return segment;
      const value = values[name];
      if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${pattern}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
  const search = query ? toQueryString(query) : '';
  return `/${path}${search ? `?${search}` : ''}`;
}
