import type { Session } from './types';

/** The browser's storage, or null outside a browser (CLI, server-side tests). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    // Access can throw when storage is disabled by the browser.
    return null;
  }
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Session>;
  return typeof candidate.token === 'string' && typeof candidate.refresh_token === 'string' && typeof candidate.user === 'object';
}

/** Reads a stored session; anything unreadable counts as no session. */
export function loadSession(storage: Storage | null, key: string): Session | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes (or removes) the session; a failing save is only logged (spec part 1 §8). */
export function saveSession(storage: Storage | null, key: string, session: Session | null): void {
  if (!storage) return;
  try {
    if (session) storage.setItem(key, JSON.stringify(session));
    else storage.removeItem(key);
  } catch (error) {
    console.error('Session could not be saved to storage', error);
  }
}

/** Empties local and session storage (logout, expired session, newer front version). */
export function clearBrowserStorage(): void {
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    try {
      browserStorage(kind)?.clear();
    } catch (error) {
      console.error(`${kind} could not be cleared`, error);
    }
  }
}
