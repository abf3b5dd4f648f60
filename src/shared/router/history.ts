import type { Action, History as FullHistory, Location, MemoryHistory, Path, To } from 'history';
import { createMemoryHistory } from 'history';

export type { Location, To } from 'history';

/**
 * What the back office uses of a history: the `history` package's interface without `block` (no
 * screen blocks navigation). The browser one below is written here rather than taken from the package
 * so the login screen's first load does not carry it; tests keep the package's memory history.
 */
export type History = Omit<FullHistory, 'block'>;

/** `history`'s parsePath: splits "/a?b#c" into its parts (missing parts left out). */
export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashIndex = rest.indexOf('#');
  if (hashIndex >= 0) {
    parsed.hash = rest.slice(hashIndex);
    rest = rest.slice(0, hashIndex);
  }
  const searchIndex = rest.indexOf('?');
  if (searchIndex >= 0) {
    parsed.search = rest.slice(searchIndex);
    rest = rest.slice(0, searchIndex);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

/** `history`'s createPath: joins the parts back ("?"/"#" added when missing). */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + query + fragment;
}

interface StoredState {
  usr?: unknown;
  key?: string;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** The browser history of the back office (same behaviour as `history`'s createBrowserHistory, minus blocking). */
export function createAppHistory(win: Window = window): History {
  const listeners = new Set<(update: { action: Action; location: Location }) => void>();
  const read = (): Location => {
    const stored = (win.history.state ?? {}) as StoredState;
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, state: stored.usr ?? null, key: stored.key ?? 'default' };
  };
  let location = read();
  let action = 'POP' as Action;
  const notify = () => {
    for (const listener of [...listeners]) listener({ action, location });
  };
  const next = (to: To, state: unknown): Location => ({
    pathname: location.pathname,
    search: '',
    hash: '',
    ...(typeof to === 'string' ? parsePath(to) : to),
    state: state ?? null,
    key: newKey(),
  });
  const go = (delta: number) => win.history.go(delta);
  const createHref = (to: To) => (typeof to === 'string' ? to : createPath(to));
  win.addEventListener('popstate', () => {
    action = 'POP' as Action;
    location = read();
    notify();
  });
  const change = (kind: 'PUSH' | 'REPLACE', to: To, state: unknown) => {
    const target = next(to, state);
    const stored: StoredState = { usr: target.state, key: target.key };
    if (kind === 'PUSH') win.history.pushState(stored, '', createHref(target));
    else win.history.replaceState(stored, '', createHref(target));
    action = kind as Action;
    location = target;
    notify();
  };
  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    createHref,
    push: (to, state) => change('PUSH', to, state),
    replace: (to, state) => change('REPLACE', to, state),
    go,
    back: () => go(-1),
    forward: () => go(1),
    listen: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** An in-memory history (tests, integration renders): starts at `initialPath`. */
export function createTestHistory(initialPath = '/'): MemoryHistory {
  return createMemoryHistory({ initialEntries: [initialPath] });
}
