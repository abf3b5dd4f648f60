import { CLEAR_AFTER_FAILED_CHECKS_MS, REFRESH_WITHIN_MS, SESSION_CHECK_MS } from '../constants';
import { sessionState, signOut } from './store';
import { tokenExpiresAt } from './token';
import { systemClock, type Clock } from './timers';

export interface SessionWatchdogOptions extends Partial<Clock> {
  /** The shared single-flight refresh (the AuthPort's), so the timer and the 401s never refresh twice. */
  refresh: () => Promise<unknown>;
  /** Called after the session was cleared (the shell goes to the login page). */
  onExpired?: () => void;
}

/**
 * Spec part 1 §9: checks the token every 4 s, refreshes it when it expires within 5 s, and clears the
 * storage after 30 s of failed checks. Returns `stop`.
 */
export function startSessionWatchdog(options: SessionWatchdogOptions): () => void {
  const clock: Clock = { ...systemClock, ...options };
  let failingSince: number | null = null;
  let checking = false;

  async function check(): Promise<void> {
    const session = sessionState.session;
    if (!session) {
      failingSince = null;
      return;
    }
    const now = clock.now();
    const expiresAt = tokenExpiresAt(session.token);
    // A token without expiry never needs a refresh.
    if (expiresAt === null || expiresAt - now > REFRESH_WITHIN_MS) {
      failingSince = null;
      return;
    }
    try {
      await options.refresh();
      failingSince = null;
    } catch {
      failingSince ??= now;
      if (clock.now() - failingSince >= CLEAR_AFTER_FAILED_CHECKS_MS && sessionState.session) {
        failingSince = null;
        signOut();
        options.onExpired?.();
      }
    }
  }

  const handle = clock.setInterval(() => {
    if (checking) return;
    checking = true;
    void check().finally(() => {
      checking = false;
    });
  }, SESSION_CHECK_MS);
  return () => clock.clearInterval(handle);
}
