/**
 * What a page did while it started, remembered per path in local storage, so that the next load of
 * that path can do it from boot.ts, before the app's code has arrived: the lazily loaded sources it
 * asked for (their chunks are preloaded, see preload.ts) and the reads it sent (sent again at once, see
 * early-reads.ts). Each kind has its own storage key. A remembered item the page no longer needs only
 * costs a request; sign-out clears local storage.
 */

/** The lazily loaded sources each path asked for while it started (preload.ts). */
export const STARTUP_SOURCES_KEY = 'volantStartupSources';
/** The API reads each path sent while it started (early-reads.ts). */
export const STARTUP_READS_KEY = 'volantStartupReads';
/** What the page does within this time from navigation is remembered (ms, `performance.now()`). */
export const STARTUP_MS = 3000;
/** Paths remembered at most per key; the least recently started goes first. */
export const REMEMBERED_PATHS = 20;

type Remembered = Record<string, string[]>;

function isRemembered(value: unknown): value is Remembered {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((items) => Array.isArray(items) && items.every((item) => typeof item === 'string'));
}

function readAll(storage: Storage | null, key: string): Remembered {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
    return isRemembered(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** The items remembered under `key` for `pathname`, in the order they were added. */
export function rememberedFor(storage: Storage | null, key: string, pathname: string): readonly string[] {
  return readAll(storage, key)[pathname] ?? [];
}

/**
 * Makes `items` what `key` remembers for `pathname`, the most recently started path (a failing save is
 * ignored: it is only a hint).
 */
export function rememberFor(storage: Storage | null, key: string, pathname: string, items: readonly string[]): void {
  const all = readAll(storage, key);
  delete all[pathname];
  all[pathname] = [...items];
  const paths = Object.keys(all);
  for (const old of paths.slice(0, Math.max(0, paths.length - REMEMBERED_PATHS))) delete all[old];
  try {
    storage?.setItem(key, JSON.stringify(all));
  } catch {
    // Storage full or disabled: the next load does less ahead, nothing else.
  }
}

/** Adds `item` to what `key` remembers for `pathname` (unless already there). */
export function addRemembered(storage: Storage | null, key: string, pathname: string, item: string): void {
  const items = rememberedFor(storage, key, pathname);
  if (!items.includes(item)) rememberFor(storage, key, pathname, [...items, item]);
}
