import { setImmediate } from 'node:timers/promises';

/**
 * Long work on one request (reading a large import) is cut into slices with a turn of the event
 * loop between them, so that the other requests, timers and signals are served meanwhile.
 */
export function nextTurn(): Promise<void> {
  return setImmediate();
}

/** Calls `each` on every item, with a turn of the event loop every `slice` items. */
export async function eachInSlices<T>(items: readonly T[], each: (item: T, index: number) => void, slice = 1000): Promise<void> {
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % slice === 0) await nextTurn();
    each(items[i]!, i);
  }
}
