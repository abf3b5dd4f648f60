/**
 * What a scoped token may do. A scoped token is meant to be pasted into another site's page (the
 * status widget's snippet), so it opens only the reads its widget exists for: those paths exactly,
 * with GET (HEAD and the CORS preflight alike). Everything else is refused with 403 by the auth
 * middleware, before any handler runs.
 */
export const TOKEN_SCOPES = {
  /** `<volant-ants-status>`: the ANTS connections and the livret-numérique gateway's state. */
  'connection-status': ['/api/ants/agencies', '/api/state-api/agencies'],
} as const satisfies Record<string, readonly string[]>;

export type TokenScope = keyof typeof TOKEN_SCOPES;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isTokenScope(value: unknown): value is TokenScope {
  return typeof value === 'string' && Object.hasOwn(TOKEN_SCOPES, value);
}

/** True when a token of `scope` may send `method` to `path` (the path without its query). */
export function scopeAllows(scope: TokenScope, method: string, path: string): boolean {
  const paths: readonly string[] = TOKEN_SCOPES[scope];
  return READ_METHODS.has(method) && paths.includes(path);
}
