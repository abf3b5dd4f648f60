import { createBrowserHistory, createMemoryHistory, type History, type MemoryHistory } from 'history';

export type { History, Location, To } from 'history';

/** The browser history of the back office. */
export function createAppHistory(): History {
  return createBrowserHistory();
}

/** An in-memory history (tests, integration renders): starts at `initialPath`. */
export function createTestHistory(initialPath = '/'): MemoryHistory {
  return createMemoryHistory({ initialEntries: [initialPath] });
}
