import { unstable_serialize, useSWRConfig, type BareFetcher, type Cache, type Key, type Middleware, type SWRConfiguration } from 'swr';

/**
 * Reads started before their screen has mounted (a route's loader, see RouteLoader), handed to the
 * first hook that asks for the same key instead of a second request. SWR's own `preload` keeps an
 * unclaimed answer forever; here it is dropped after `PRELOAD_TTL_MS` (a later visit reads afresh)
 * and on sign-out (the next user never gets it).
 */
export const PRELOAD_TTL_MS = 10_000;
/**
 * A read put in the SWR cache before the first render (cacheAnsweredReads) is this fresh, as long as
 * SWR's own deduping interval: a hook that mounts on it within that time does not send it again.
 */
export const PRELOAD_FRESH_MS = 2_000;

interface Preloaded {
  key: readonly unknown[];
  promise: Promise<unknown>;
  at: number;
  /** Its answer and when it came. */
  answer?: { data: unknown; at: number };
  /** Put in the SWR cache by cacheAnsweredReads. */
  cached?: boolean;
}

const preloaded = new Map<string, Preloaded>();

const fresh = (entry: Preloaded | undefined, now: number): entry is Preloaded => entry !== undefined && now - entry.at < PRELOAD_TTL_MS;

/** Starts `fetch` for `key` unless a fresh read of it is already waiting; answers that read. */
export function preloadRead(key: readonly unknown[], fetch: () => Promise<unknown>, now = Date.now()): Promise<unknown> {
  const id = unstable_serialize(key);
  const known = preloaded.get(id);
  if (fresh(known, now)) return known.promise;
  const promise = fetch();
  const entry: Preloaded = { key, promise, at: now };
  // Its failure is the hook's to report, once claimed.
  promise.then((data) => (entry.answer = { data, at: Date.now() }), () => undefined);
  preloaded.set(id, entry);
  return promise;
}

/** The waiting read of `key`, left for its hook to claim, or undefined. */
export function waitingRead(key: readonly unknown[], now = Date.now()): Promise<unknown> | undefined {
  const entry = preloaded.get(unstable_serialize(key));
  return fresh(entry, now) ? entry.promise : undefined;
}

/**
 * Puts the reads waiting so far in the SWR cache (`put`) once all have settled, or `until` has come
 * first: those that answered (main.tsx, before the first render). They stay to be claimed, and a hook
 * that mounts on one within PRELOAD_FRESH_MS does not send it again (see preloadedReads).
 */
export async function cacheAnsweredReads(until: Promise<unknown>, put: (key: readonly unknown[], data: unknown) => void, now = Date.now()): Promise<void> {
  const waiting = [...preloaded.values()].filter((entry) => fresh(entry, now));
  await Promise.race([Promise.allSettled(waiting.map((entry) => entry.promise)), until]);
  for (const entry of waiting) {
    if (!entry.answer) continue;
    put(entry.key, entry.answer.data);
    entry.cached = true;
  }
}

/** Whether the cache holds `key`'s answer put there by cacheAnsweredReads less than PRELOAD_FRESH_MS ago. */
function cachedJustNow(key: Key, cache: Cache, now: number): boolean {
  if (preloaded.size === 0) return false;
  const id = unstable_serialize(key);
  const entry = preloaded.get(id);
  return entry?.cached === true && entry.answer !== undefined && now - entry.answer.at < PRELOAD_FRESH_MS && cache.get(id)?.data !== undefined;
}

/** Takes the waiting read of `key` (once), or undefined. */
export function claimPreloaded(key: Key, now = Date.now()): Promise<unknown> | undefined {
  const id = unstable_serialize(key);
  const entry = preloaded.get(id);
  if (entry === undefined) return undefined;
  preloaded.delete(id);
  return fresh(entry, now) ? entry.promise : undefined;
}

export function clearPreloadedReads(): void {
  preloaded.clear();
}

/**
 * SWR middleware (in swrConfig): a hook's fetch answers the preloaded read of its key when there is
 * one; a hook that mounts on an answer cacheAnsweredReads has just put in the cache does not read it
 * again (nor shows itself validating, then renders once more).
 */
export const preloadedReads: Middleware =
  (useSWRNext) =>
  <Data, Error>(key: Key, fetcher: BareFetcher<Data> | null, config: SWRConfiguration<Data, Error, BareFetcher<Data>>) => {
    const { cache } = useSWRConfig();
    const claiming: BareFetcher<Data> | null =
      fetcher && ((...args: unknown[]) => (claimPreloaded(key) as Promise<Data> | undefined) ?? fetcher(...args));
    return useSWRNext<Data, Error>(key, claiming, cachedJustNow(key, cache, Date.now()) ? { ...config, revalidateOnMount: false } : config);
  };
