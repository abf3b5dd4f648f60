/** Query parameter added when the page is reloaded after a failed chunk load. */
export const RELOAD_TIME_PARAM = 't';

/** The URL to reload after a failed chunk load; null when it already is such a reload (no loop). */
export function reloadUrl(href: string, now: number): string | null {
  const url = new URL(href);
  if (url.searchParams.has(RELOAD_TIME_PARAM)) return null;
  url.searchParams.set(RELOAD_TIME_PARAM, String(now));
  return url.toString();
}

/**
 * A chunk loader (a screen, the module registry) that reloads the page with a time parameter when its chunk fails to load (a new
 * deployment removed the old chunks). A second failure right after such a reload is left to the error
 * boundary instead of looping.
 */
export function withChunkReload<T>(load: () => Promise<T>, reload: (url: string) => void, location: () => string, now: () => number): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      const url = reloadUrl(location(), now());
      if (url) reload(url);
      throw error;
    });
}
