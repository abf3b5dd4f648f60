import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether the request running now had something committed: a COMMIT, or a write outside a
 * transaction, that PostgreSQL acknowledged (server/db/pg-pool.ts marks it). A request that then
 * fails because the database went away must not answer « réessayez » as if nothing happened
 * (server/core/errors.ts): its work may be recorded already.
 */
const requests = new AsyncLocalStorage<{ committed: boolean }>();

/** Runs `fn` (a request's handling) with its own record of commits. */
export function trackCommits<T>(fn: () => T): T {
  return requests.run({ committed: false }, fn);
}

/** Marks that the running request had something committed. */
export function markCommitted(): void {
  const request = requests.getStore();
  if (request) request.committed = true;
}

/** Whether the running request had something committed. */
export function committedInThisRequest(): boolean {
  return requests.getStore()?.committed ?? false;
}
