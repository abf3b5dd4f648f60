import { OFFLINE_WORKER_DELAY_MS } from '../../shared/constants';

export const OFFLINE_WORKER_URL = '/sw.js';

/** Registers the offline worker once the page has been stable for 30 s (spec part 1 §9). Returns `cancel`. */
export function registerOfflineWorkerWhenStable(
  container: Pick<ServiceWorkerContainer, 'register'> | undefined = globalThis.navigator?.serviceWorker,
  schedule: (run: () => void, ms: number) => unknown = setTimeout,
  cancel: (handle: unknown) => void = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
): () => void {
  if (!container) return () => undefined;
  const handle = schedule(() => {
    container.register(OFFLINE_WORKER_URL).catch((error: unknown) => console.error('The offline worker could not be registered', error));
  }, OFFLINE_WORKER_DELAY_MS);
  return () => cancel(handle);
}
