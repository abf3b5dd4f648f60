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
