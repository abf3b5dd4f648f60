import { proxy, subscribe } from 'valtio/vanilla';
import { SESSION_STORAGE_KEY } from '../constants';
import { browserStorage, clearBrowserStorage, loadSession, saveSession } from './storage';
import type { AuthResponse, Session, SessionUser, TokenPair } from './types';

export interface SessionState {
  session: Session | null;
}

/** The signed-in session, loaded from and saved to local storage under `appSession`. */
export const sessionState = proxy<SessionState>({
  session: loadSession(browserStorage(), SESSION_STORAGE_KEY),
});

subscribe(sessionState, () => saveSession(browserStorage(), SESSION_STORAGE_KEY, sessionState.session), true);

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

const resetCallbacks = new Set<() => void>();

/** Registers a reset run on every sign-out (each area clears its client state); returns the unregister. */
export function onSignOut(reset: () => void): () => void {
  resetCallbacks.add(reset);
  return () => resetCallbacks.delete(reset);
}

export function signIn(auth: AuthResponse): void {
  sessionState.session = { token: auth.token, refresh_token: auth.refresh_token, user: auth.user };
}

/** Clears the session, local and session storage, and resets every registered area. */
export function signOut(): void {
  sessionState.session = null;
  clearBrowserStorage();
  for (const reset of [...resetCallbacks]) {
    try {
      reset();
    } catch (error) {
      console.error('A sign-out reset failed', error);
    }
  }
}

export function setTokens(pair: TokenPair): void {
  if (!sessionState.session) return;
  sessionState.session.token = pair.token;
  sessionState.session.refresh_token = pair.refresh_token;
}

export function updateUser(patch: Partial<SessionUser>): void {
  if (!sessionState.session) return;
  Object.assign(sessionState.session.user, patch);
}

export function setSelectedAgency(id: number | null): void {
  updateUser({ selectedAgency: id });
}
