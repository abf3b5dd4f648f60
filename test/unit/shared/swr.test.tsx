import '../../setup/dom';
import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { createApiClient, type ApiClient } from '../../../src/shared/api/client';
import { HttpError } from '../../../src/shared/api/http-error';
import { signIn, signOut } from '../../../src/shared/session/store';
import { ApiProvider, useApiClient } from '../../../src/shared/swr/ApiProvider';
import { apiKey, retryDelay, swrConfig } from '../../../src/shared/swr/config';
import { authResponse } from './session-fixtures';

describe('SWR retry policy', () => {
  it('never retries 401, 403, 404, 409, 422 or non-HTTP errors', () => {
    for (const status of [401, 403, 404, 409, 422, 400]) assert.equal(retryDelay(new HttpError(status), 1), null);
    assert.equal(retryDelay(new Error('bug'), 1), null);
  });

  it('backs off exponentially on 5xx and network errors, at most 5 times', () => {
    assert.deepEqual([1, 2, 3, 4, 5].map((n) => retryDelay(new HttpError(503), n)), [1000, 2000, 4000, 8000, 16000]);
    assert.equal(retryDelay(new HttpError(0), 1), 1000);
    assert.equal(retryDelay(new HttpError(500), 6), null);
  });

  it('schedules the revalidation after the delay', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const calls: unknown[] = [];
      const revalidate = async (options?: unknown) => {
        calls.push(options);
        return true;
      };
      const retry = swrConfig.onErrorRetry;
      assert.ok(retry);
      retry(new HttpError(500), 'k', {} as never, revalidate, { retryCount: 2, dedupe: true });
      retry(new HttpError(404), 'k', {} as never, revalidate, { retryCount: 1, dedupe: true });
      mock.timers.tick(1999);
      assert.equal(calls.length, 0);
      mock.timers.tick(1);
      assert.deepEqual(calls, [{ retryCount: 2 }]);
    } finally {
      mock.timers.reset();
    }
  });

  it('builds [path, params] keys', () => {
    assert.deepEqual(apiKey('/a'), ['/a']);
    assert.deepEqual(apiKey('/a', { page: 1 }), ['/a', { page: 1 }]);
  });
});

describe('ApiProvider', () => {
  const client: ApiClient = createApiClient({
    baseUrl: '/api',
    fetch: async () => new Response('{"value":1}'),
    auth: { getToken: () => 'token', refresh: async () => 'token', clear: () => undefined },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client} swr={{ provider: () => new Map() }}>
      {children}
    </ApiProvider>
  );

  it('gives the client to the tree', () => {
    const { result } = renderHook(() => useApiClient(), { wrapper });
    assert.equal(result.current, client);
  });

  it('drops cached answers on sign-out', async () => {
    signIn(authResponse('token'));
    let version = 0;
    const { result } = renderHook(
      () => useSWR(apiKey('/items'), async () => ++version, { revalidateOnMount: true, dedupingInterval: 0 }),
      { wrapper },
    );
    await waitFor(() => assert.equal(result.current.data, 1));
    // Signing out updates the tree at once (the cache is dropped): an action, inside act().
    act(() => signOut());
    await waitFor(() => assert.equal(result.current.data, undefined));
  });
});
