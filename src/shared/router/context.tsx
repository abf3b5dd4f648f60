import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { History, Location } from './history';

const HistoryContext = createContext<History | null>(null);

export function RouterProvider({ history, children }: { history: History; children: ReactNode }) {
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

export function useHistory(): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useHistory must be used inside <RouterProvider>');
  return history;
}

/** The current location; re-renders on every navigation. */
export function useLocation(): Location {
  const history = useHistory();
  const subscribe = useCallback((notify: () => void) => history.listen(notify), [history]);
  return useSyncExternalStore(subscribe, () => history.location, () => history.location);
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

export function useNavigate(): Navigate {
  const history = useHistory();
  return useCallback<Navigate>(
    (to, options = {}) => {
      if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
    },
    [history],
  );
}
