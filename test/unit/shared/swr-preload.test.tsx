import '../../setup/dom';
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { unstable_serialize, type Cache } from 'swr';
import { createApiClient } from '../../../src/shared/api/client';
import { ApiProvider } from '../../../src/shared/swr/ApiProvider';
import { cacheAnsweredReads, claimPreloaded, clearPreloadedReads, preloadRead } from '../../../src/shared/swr/preload';

const client = createApiClient({
  baseUrl: '/api',
  fetch: async () => new Response('{}'),
  auth: { getToken: () => 'token', refresh: async () => 'token', clear: () => undefined },
});

/** A tree over its own SWR cache, which `put` writes into as main.tsx's `mutate` does the app's. */
function tree() {
  const cache = new Map() as unknown as Cache & Map<string, unknown>;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client} swr={{ provider: () => cache }}>
      {children}
    </ApiProvider>
  );
  const put = (key: readonly unknown[], data: unknown) => cache.set(unstable_serialize(key), { data });
  return { cache, wrapper, put };
}

const never = new Promise<void>(() => undefined);

describe('reads put in the cache before the first render', () => {
  beforeEach(clearPreloadedReads);

  it('a hook mounting on one renders it at once, not validating, and does not read it again', async () => {
    const { wrapper, put } = tree();
    preloadRead(['/learners', { page: 1 }], async () => 'first page');
    await cacheAnsweredReads(never, put);
    let fetched = 0;
    const { result } = renderHook(() => useSWR(['/learners', { page: 1 }], async () => `read again ${++fetched}`), { wrapper });
    assert.equal(result.current.data, 'first page');
    assert.equal(result.current.isValidating, false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(fetched, 0);
    assert.equal(result.current.data, 'first page');
  });

  it('a hook mounting on a key the cache no longer holds reads it (from the preloaded read, not the network)', async () => {
    const { cache, wrapper, put } = tree();
    preloadRead(['/tutorials'], async () => 'tutorials');
    await cacheAnsweredReads(never, put);
    cache.delete(unstable_serialize(['/tutorials']));
    let fetched = 0;
    const { result } = renderHook(() => useSWR(['/tutorials'], async () => `network ${++fetched}`), { wrapper });
    await waitFor(() => assert.equal(result.current.data, 'tutorials'));
    assert.equal(fetched, 0);
    assert.equal(claimPreloaded(['/tutorials']), undefined, 'the hook claimed it');
  });

  it('a read that has not answered when the wait ends is not put in the cache', async () => {
    const { cache, put } = tree();
    preloadRead(['/slow'], () => never);
    preloadRead(['/fast'], async () => 'fast');
    await cacheAnsweredReads(new Promise((resolve) => setTimeout(resolve, 10)), put);
    assert.deepEqual([...cache.keys()], [unstable_serialize(['/fast'])]);
  });
});
