import type { AppDeps } from './env';

const lastRuns = new WeakMap<AppDeps, Map<string, number>>();

/**
 * Whether the periodic clean-up `name` (deleting expired rows of a shared table) is due for this app:
 * at most once per `everyMs`. Only spares needless deletes: any instance may run it, any number of times.
 */
export function sweepDue(deps: AppDeps, name: string, now: number, everyMs = 60_000): boolean {
  let runs = lastRuns.get(deps);
  if (!runs) {
    runs = new Map();
    lastRuns.set(deps, runs);
  }
  const last = runs.get(name);
  if (last !== undefined && now - last < everyMs && now >= last) return false;
  runs.set(name, now);
  return true;
}
