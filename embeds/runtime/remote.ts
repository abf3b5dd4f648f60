import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { retryDelay } from '../../src/shared/swr/config';

/**
 * A widget's read of the API: the part of SWR the planning and ANTS widgets use (data, error, loading,
 * a manual `mutate` to retry, `keepPreviousData`, `refreshInterval` paused while the page is hidden,
 * and the app's retry rules: 5xx and network failures retried after 1 s, 2 s, 4 s…). Written here so
 * that a partner page with only these widgets does not download SWR (≈ 6 KB gzip); the quotation
 * widget keeps SWR through the quotations module's hooks.
 */
export interface Remote<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  /** Reads again now (the widgets' retry button). */
  mutate: () => Promise<void>;
}

export interface RemoteOptions {
  keepPreviousData?: boolean;
  /** Milliseconds between reads while the page is visible; 0 or absent: none. */
  refreshInterval?: number;
}

interface State<T> {
  key: string | null;
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

export function useRemote<K extends readonly unknown[], T>(key: K | null, fetcher: (key: K) => Promise<T>, options: RemoteOptions = {}): Remote<T> {
  const id = key === null ? null : JSON.stringify(key);
  const [state, setState] = useState<State<T>>({ key: null, data: undefined, error: undefined, loading: id !== null });
  const [tick, reload] = useReducer((n: number) => n + 1, 0);
  const latest = useRef({ key, fetcher });
  latest.current = { key, fetcher };
  const waiter = useRef<((value: void) => void)[]>([]);

  useEffect(() => {
    const current = latest.current.key;
    if (id === null || current === null) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = (attempt: number) => {
      setState((previous) => ({ ...previous, loading: true }));
      latest.current.fetcher(current).then(
        (data) => {
          if (!live) return;
          setState({ key: id, data, error: undefined, loading: false });
          for (const done of waiter.current.splice(0)) done();
        },
        (error: unknown) => {
          if (!live) return;
          setState((previous) => ({ key: id, data: previous.key === id ? previous.data : undefined, error, loading: false }));
          for (const done of waiter.current.splice(0)) done();
          const delay = retryDelay(error, attempt);
          if (delay !== null) timer = setTimeout(() => read(attempt + 1), delay);
        },
      );
    };
    read(1);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, tick]);

  const interval = options.refreshInterval ?? 0;
  useEffect(() => {
    if (id === null || interval <= 0) return undefined;
    const timer = setInterval(() => {
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') reload();
    }, interval);
    return () => clearInterval(timer);
  }, [id, interval]);

  const mutate = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiter.current.push(resolve);
        reload();
      }),
    [],
  );

  const fresh = state.key === id;
  return {
    data: fresh || options.keepPreviousData ? state.data : undefined,
    error: fresh ? state.error : undefined,
    // Like SWR: loading means no answer yet for this key (a background refresh is not loading).
    isLoading: id !== null && (!fresh || (state.loading && state.data === undefined)),
    mutate,
  };
}
