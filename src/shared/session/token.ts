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

/**
 * The last token read and its claims (null: malformed). The guards and every permission hook ask,
 * for the same token, at each render: a screen decoded it dozens of times.
 */
let lastRead: { token: string; claims: { exp?: unknown } | null } | null = null;

function claimsOf(token: string): { exp?: unknown } | null {
  if (lastRead?.token !== token) {
    let claims: { exp?: unknown } | null;
    try {
      claims = decodeJwt(token);
    } catch {
      claims = null;
    }
    lastRead = { token, claims };
  }
  return lastRead.claims;
}

/** Expiry of a JWT in epoch milliseconds; null when it has no `exp` or cannot be decoded. */
export function tokenExpiresAt(token: string): number | null {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** Spec part 1 §4: authenticated only when a session exists and its token is not expired. */
export function isAuthenticated(session: Session | null | undefined, nowMs: number): boolean {
  if (!session?.token) return false;
  const claims = claimsOf(session.token);
  if (claims === null) return false;
  return typeof claims.exp !== 'number' || claims.exp * 1000 > nowMs;
}
