import type { Session } from './types';

// Read by boot.ts too (before the app's code has loaded): no import beyond types.

/** The claims of a JWT, read without verifying it (the server verifies); throws on a malformed token. */
function decodeJwt(token: string): { exp?: unknown } {
  const payload = token.split('.')[1];
  if (token.split('.').length !== 3 || !payload) throw new TypeError('Invalid JWT');
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')), (c) => c.charCodeAt(0));
  const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw new TypeError('Invalid JWT claims');
  return claims as { exp?: unknown };
}

/** Expiry of a JWT in epoch milliseconds; null when it has no `exp` or cannot be decoded. */
export function tokenExpiresAt(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Spec part 1 §4: authenticated only when a session exists and its token is not expired. */
export function isAuthenticated(session: Session | null | undefined, nowMs: number): boolean {
  if (!session?.token) return false;
  try {
    const { exp } = decodeJwt(session.token);
    return typeof exp !== 'number' || exp * 1000 > nowMs;
  } catch {
    return false;
  }
}
