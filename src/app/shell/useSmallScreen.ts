import { useSyncExternalStore } from 'react';
import { smallScreenQuery } from '../../shared/ui/breakpoints';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(smallScreenQuery) : null;
}

/** True below 640 px (spec part 1 §9). */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = query();
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    () => query()?.matches ?? false,
    () => false,
  );
}
