import { useSnapshot } from 'valtio';
import { sessionState } from './store';
import type { SessionUser } from './types';

/** The signed-in user (a read-only snapshot that re-renders on change), null when signed out. */
export function useSessionUser(): Readonly<SessionUser> | null {
  const { session } = useSnapshot(sessionState);
  return (session?.user as Readonly<SessionUser> | undefined) ?? null;
}
