/**
 * The lazily loaded sources a page asked for while it started, remembered per path in local storage:
 * the next load of that path preloads them all from boot.ts, the screen's chunks with the registry's.
 * Otherwise only the registry knows which screen a path shows, and the screen's chunks left a step
 * later, after the registry had arrived and run. A remembered source the build no longer has is
 * ignored by the preloader; sign-out clears local storage.
 */
const STORAGE_KEY = 'volantStartupSources';
/** Sources asked for within this time from navigation are remembered (ms, `performance.now()`). */
export const STARTUP_MS = 3000;
/** Paths remembered at most; the least recently started goes first. */
export const REMEMBERED_PATHS = 20;

type Remembered = Record<string, string[]>;

function isRemembered(value: unknown): value is Remembered {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((sources) => Array.isArray(sources) && sources.every((source) => typeof source === 'string'));
}

function readAll(storage: Storage | null): Remembered {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
    return isRemembered(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** The sources remembered for `pathname`, in the order they were asked for. */
export function rememberedSources(storage: Storage | null, pathname: string): readonly string[] {
  return readAll(storage)[pathname] ?? [];
}

/** Adds `source` to those of `pathname` (a failing save is ignored: it is only a hint). */
export function rememberSource(storage: Storage | null, pathname: string, source: string): void {
  const all = readAll(storage);
  const sources = all[pathname] ?? [];
  if (sources.includes(source)) return;
  delete all[pathname];
  all[pathname] = [...sources, source];
  const paths = Object.keys(all);
  for (const old of paths.slice(0, Math.max(0, paths.length - REMEMBERED_PATHS))) delete all[old];
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or disabled: the next load preloads less, nothing else.
  }
}
