import type { ApiClient } from '../api/client';
import { getFrontVersion } from '../auth/api';
import { VERSION_CHECK_INTERVAL_MS, VERSION_CHECK_STORAGE_KEY } from '../constants';
import { signOut } from './store';
import { browserStorage } from './storage';
import { systemClock, type Clock } from './timers';
import { isNewerVersion } from './version-compare';

export { isNewerVersion } from './version-compare';

export interface VersionCheckOptions extends Partial<Clock> {
  client: ApiClient;
  currentVersion: string;
  /** Called after storage was cleared and the user signed out (the shell reloads the page). */
  onNewer: (version: string) => void;
}

/**
 * One version check, at most once per hour across reloads (the last check time is kept in local storage).
 * Resolves with true when a newer front version was found: storage is cleared and the user signed out.
 */
export async function checkFrontVersion(options: VersionCheckOptions): Promise<boolean> {
  const now = (options.now ?? systemClock.now)();
  const storage = browserStorage();
  const last = Number(storage?.getItem(VERSION_CHECK_STORAGE_KEY) ?? Number.NaN);
  if (Number.isFinite(last) && now - last < VERSION_CHECK_INTERVAL_MS) return false;
  let version: string | null;
  try {
    version = await getFrontVersion(options.client);
  } catch {
    return false;
  }
  try {
    storage?.setItem(VERSION_CHECK_STORAGE_KEY, String(now));
  } catch (error) {
    console.error('The version check time could not be saved', error);
  }
  if (!version || !isNewerVersion(version, options.currentVersion)) return false;
  signOut();
  options.onNewer(version);
  return true;
}

/** Checks now, then every hour; returns `stop`. */
export function startVersionCheck(options: VersionCheckOptions): () => void {
  const clock: Clock = { ...systemClock, ...options };
  const run = () => void checkFrontVersion(options);
  run();
  const handle = clock.setInterval(run, VERSION_CHECK_INTERVAL_MS);
  return () => clock.clearInterval(handle);
}
