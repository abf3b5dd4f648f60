import { unstable_serialize, type BareFetcher, type Key, type Middleware, type SWRConfiguration } from 'swr';

/**
 * Reads started before their screen has mounted (a route's loader, see RouteLoader), handed to the
 * first hook that asks for the same key instead of a second request. SWR's own `preload` keeps an
 * unclaimed answer forever; here it is dropped after `PRELOAD_TTL_MS` (a later visit reads afresh)
 * and on sign-out (the next user never gets it).
 */
export const PRELOAD_TTL_MS = 10_000;

interface Preloaded {
  key: readonly unknown[];
  promise: Promise<unknown>;
  at: number;
  /** Its answer, once it has come. */
  answer?: { data: unknown };
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
  promise.then((data) => (entry.answer = { data }), () => undefined);
  preloaded.set(id, entry);
  return promise;
}

/** The waiting read of `key`, left for its hook to claim, or undefined. */
export function waitingRead(key: readonly unknown[], now = Date.now()): Promise<unknown> | undefined {
  const entry = preloaded.get(unstable_serialize(key));
  return fresh(entry, now) ? entry.promise : undefined;
}

/** A read's key and what it answered. */
export interface AnsweredRead {
  key: readonly unknown[];
  data: unknown;
}

/**
 * The reads waiting so far, once all have settled or `until` has come first: those that answered
 * (main.tsx puts them in the SWR cache before the first render; they stay to be claimed, so the
 * hooks' first revalidation sends nothing).
 */
export async function answeredReads(until: Promise<unknown>, now = Date.now()): Promise<AnsweredRead[]> {
  const waiting = [...preloaded.values()].filter((entry) => fresh(entry, now));
  await Promise.race([Promise.allSettled(waiting.map((entry) => entry.promise)), until]);
  return waiting.flatMap((entry) => (entry.answer ? [{ key: entry.key, data: entry.answer.data }] : []));
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

/** SWR middleware (in swrConfig): a hook's fetch answers the preloaded read of its key when there is one. */
export const preloadedReads: Middleware =
  (useSWRNext) =>
  <Data, Error>(key: Key, fetcher: BareFetcher<Data> | null, config: SWRConfiguration<Data, Error, BareFetcher<Data>>) => {
    const claiming: BareFetcher<Data> | null =
      fetcher && ((...args: unknown[]) => (claimPreloaded(key) as Promise<Data> | undefined) ?? fetcher(...args));
    return useSWRNext<Data, Error>(key, claiming, config);
  };
