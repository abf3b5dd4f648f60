import { useEffect, useReducer, useState } from 'react';

/**
 * A lazily loaded chunk (the module registry, the signed-in chrome, a screen), asked for once: its
 * promise while it travels, its module once it has arrived. A render that finds the module already
 * there uses it at once — no Suspense fallback, no second pass, no extra frame — which is what lets
 * main.tsx load the first screen's chunks before the first render (routing/first-screen.ts).
 */
export interface Chunk<M> {
  /** Loads the chunk (once; a failed load is tried again on the next call). */
  load(): Promise<M>;
  /** The module once it has arrived, else undefined. */
  loaded(): M | undefined;
}

export function chunkOnce<M>(importer: () => Promise<M>): Chunk<M> {
  let pending: Promise<M> | null = null;
  let module: M | undefined;
  return {
    load() {
      pending ??= importer().then(
        (arrived) => {
          module = arrived;
          return arrived;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

const byLoader = new WeakMap<() => Promise<unknown>, Chunk<unknown>>();

/**
 * The chunk a loader (a route's `load`, a navbar widget's) stands for, one per loader for the page's
 * lifetime: the shell renders from it, and main.tsx loads the first screen's before the first render.
 */
export function chunkOf<M>(load: () => Promise<M>): Chunk<M> {
  let chunk = byLoader.get(load);
  if (!chunk) byLoader.set(load, (chunk = chunkOnce(load)));
  // The map is keyed by the loader, whose module type M its chunk carries.
  return chunk as Chunk<M>;
}

/**
 * The chunk's module for a render: at once when it has arrived, else undefined and a render again
 * when it arrives (loaded only while `wanted`). A failed load is thrown to the nearest error
 * boundary, like a failed React.lazy.
 */
export function useChunk<M>(chunk: Chunk<M>, wanted = true): M | undefined {
  const module = chunk.loaded();
  const [, arrived] = useReducer((renders: number) => renders + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (module !== undefined || !wanted) return undefined;
    let live = true;
    chunk.load().then(
      () => live && arrived(),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [chunk, module, wanted]);
  if (failure) throw failure.error;
  return module;
}
