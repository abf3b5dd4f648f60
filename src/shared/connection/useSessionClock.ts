import { useEffect, useState } from 'react';
import { nextSessionExpiry, type IndicatorSession } from './indicator';

/** setTimeout's largest delay; a later expiry is looked at again after it. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * The present (epoch ms) for the connection indicator, moved on when the next of these sessions
 * expires: the indicator turns to « Non connecté » at the session's expiry time, not when a later
 * read or a failed action tells.
 */
export function useSessionClock(sessions: readonly IndicatorSession[] | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const next = nextSessionExpiry(sessions, now);
  useEffect(() => {
    if (next === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(MAX_DELAY_MS, Math.max(0, next - Date.now())));
    return () => clearTimeout(timer);
  }, [next, now]);
  return now;
}
