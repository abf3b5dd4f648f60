import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createApiClient } from '../../../src/shared/api/client';
import { HttpError } from '../../../src/shared/api/http-error';
import {
  authenticate,
  clientAuthentication,
  getFrontVersion,
  getUser,
  logoutServer,
  refreshSession,
} from '../../../src/shared/auth/api';
import { createFakeFetch, jsonResponse, type FakeHandler } from './fake-fetch';
import { authResponse, user } from './session-fixtures';

function clientWith(handler: FakeHandler, token: string | null = 'token') {
  const { fetch, calls } = createFakeFetch(handler);
  const client = createApiClient({
    baseUrl: '/api',
    fetch,
    auth: { getToken: () => token, refresh: async () => 'token', clear: () => undefined },
  });
  return { client, calls };
}

describe('auth endpoints', () => {
  it('authenticate posts the service ticket without a session', async () => {
    const { client, calls } = clientWith(() => jsonResponse(authResponse('jwt')), null);
    const answer = await authenticate(client, { serviceId: 'https://app.test/auth/loading', ticket: 'ST-1' });
    assert.equal(answer.token, 'jwt');
    assert.equal(calls[0]?.url, '/api/auth');
    assert.equal(calls[0]?.method, 'POST');
    assert.equal(calls[0]?.body, '{"serviceId":"https://app.test/auth/loading","ticket":"ST-1"}');
    assert.equal(calls[0]?.headers.Authorization, undefined);
  });

  it('authenticate rejects with the status (405 → not allowed)', async () => {
    const { client } = clientWith(() => jsonResponse({ detail: 'Accès refusé' }, 405), null);
    await assert.rejects(authenticate(client, { serviceId: 's', ticket: 't' }), { status: 405 });
  });

  it('refreshSession posts the refresh token with a plain fetch', async () => {
    const { fetch, calls } = createFakeFetch(() => jsonResponse({ token: 'a2', refresh_token: 'r2' }));
    assert.deepEqual(await refreshSession(fetch, '/api', 'r1'), { token: 'a2', refresh_token: 'r2' });
    assert.equal(calls[0]?.url, '/api/token/refresh');
    assert.equal(calls[0]?.body, '{"refresh_token":"r1"}');
    assert.equal(calls[0]?.headers.Authorization, undefined);
  });

  it('refreshSession fails with an HttpError, also when offline', async () => {
    await assert.rejects(refreshSession(createFakeFetch(() => jsonResponse({}, 401)).fetch, '/api', 'r1'), { status: 401 });
    const offline = createFakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    await assert.rejects(refreshSession(offline.fetch, '/api', 'r1'), (e: unknown) => e instanceof HttpError && e.status === 0);
  });

  it('logoutServer and clientAuthentication post to the state API', async () => {
    const { client, calls } = clientWith((call) =>
      call.url.endsWith('logout') ? new Response(null, { status: 204 }) : jsonResponse({ token: 'c', expiresAt: '2025-01-01T10:00:00Z' }),
    );
    await logoutServer(client);
    assert.deepEqual(await clientAuthentication(client), { token: 'c', expiresAt: '2025-01-01T10:00:00Z' });
    assert.deepEqual(calls.map((c) => `${c.method} ${c.url}`), ['POST /api/state-api/logout', 'POST /api/state-api/client-authentication']);
  });

  it('getFrontVersion reads hydra:member[0].frontVersion', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse({ 'hydra:member': [{ '@id': '/api/project-versions/1', '@type': 'ProjectVersion', frontVersion: '2.3.1' }], 'hydra:totalItems': 1 }),
    );
    assert.equal(await getFrontVersion(client), '2.3.1');
    assert.equal(calls[0]?.url, '/api/project-versions');
    const empty = clientWith(() => jsonResponse({ 'hydra:member': [], 'hydra:totalItems': 0 }));
    assert.equal(await getFrontVersion(empty.client), null);
  });

  it('getUser reads /users/{id}', async () => {
    const { client, calls } = clientWith(() => jsonResponse({ ...user, '@id': '/api/users/7', '@type': 'User' }));
    assert.equal((await getUser(client, 7)).email, user.email);
    assert.equal(calls[0]?.url, '/api/users/7');
  });
});
