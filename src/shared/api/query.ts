/** A scalar query value; null, undefined and '' are left out of the query string. */
export type QueryScalar = string | number | boolean | null | undefined;

/** Query parameters as api-platform reads them: scalars, arrays (`x[]=a`) and nested maps (`order[col]=asc`). */
export interface QueryParams {
  [key: string]: QueryScalar | readonly QueryScalar[] | QueryParams;
}

function isEmpty(value: QueryScalar): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

function encodeKey(key: string): string {
  // Brackets stay readable; everything else is percent-encoded.
  return encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}

function collect(key: string, value: QueryParams[string], out: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value as readonly QueryScalar[]) {
      if (!isEmpty(item)) out.push(`${encodeKey(`${key}[]`)}=${encodeURIComponent(String(item))}`);
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [sub, subValue] of Object.entries(value)) collect(`${key}[${sub}]`, subValue, out);
  } else if (!isEmpty(value)) {
    out.push(`${encodeKey(key)}=${encodeURIComponent(String(value))}`);
  }
}

/** Serialises params without the leading `?` (empty string when nothing is left). */
export function toQueryString(params: QueryParams): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(params)) collect(key, value, out);
  return out.join('&');
}

/** `path?query`, or `path` alone when the query is empty. */
export function withQuery(path: string, params?: QueryParams): string {
  const query = params ? toQueryString(params) : '';
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
