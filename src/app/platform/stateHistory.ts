import { subscribe, unstable_enableOp } from 'valtio/vanilla';
import { STATE_HISTORY_DEPTH } from '../../shared/constants';

/** One change of the client state: which store, what was done where (never the values: tokens, personal data). */
export interface StateChange {
  at: string;
  store: string;
  op: string;
  path: string;
}

export interface StateHistory {
  /** The last changes, oldest first (at most `depth`). */
  entries(): readonly StateChange[];
  stop(): void;
}

/**
 * The state history of spec part 1 §9 (depth 25): the last changes of the client stores (Valtio),
 * kept so a screen that fails can log what led to it (ScreenBoundary).
 */
export function createStateHistory(stores: Readonly<Record<string, object>>, depth = STATE_HISTORY_DEPTH, now = () => new Date()): StateHistory {
  // Valtio reports what changed (operation and path) only once asked to.
  unstable_enableOp(true);
  const changes: StateChange[] = [];
  const stops = Object.entries(stores).map(([store, state]) =>
    subscribe(
      state,
      (ops) => {
        for (const [op, path] of ops) changes.push({ at: now().toISOString(), store, op, path: path.map(String).join('.') });
        changes.splice(0, Math.max(0, changes.length - depth));
      },
      true,
    ),
  );
  return {
    entries: () => [...changes],
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}

let appHistory: StateHistory | null = null;

/** Starts the app's state history (once, at start-up). */
export function startStateHistory(stores: Readonly<Record<string, object>>): void {
  appHistory ??= createStateHistory(stores);
}

/** The app's last state changes (empty before start-up). */
export function recentStateChanges(): readonly StateChange[] {
  return appHistory?.entries() ?? [];
}
