// Sessions end to end: the browser's own API client, session store and auth port (src/shared) talk
// to the in-process server. 20 concurrent calls on an expired access token cause exactly one refresh
// on the server and all succeed; the refresh token that was rotated away, when reused, revokes the
// whole family; logout ends the refresh token server side; the session ends at its absolute lifetime
// (server/core/tokens.ts). The token-level cases are in test/server/platform/auth.test.ts.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createApiClient } from '../../../src/shared/api/client';
import { createAuthPort } from '../../../src/shared/session/auth-port';
import { sessionState, signIn as storeSignIn, signOut } from '../../../src/shared/session/store';
import { emptyFigures, saveFigures } from '../../reliability/figures';
import { createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
const figures = emptyFigures();
const BASE = 'http://volant.test/api';
let refreshes = 0;

/** fetch over the in-process app, counting the refreshes the server receives. */
const fetchImpl: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  if (url.pathname === '/api/token/refresh') refreshes += 1;
  figures.requests += 1;
  return t.app.request(url.pathname + url.search, init);
};

before(async () => {
  t = await createTestApp();
});

after(async () => {
  saveFigures('sessions', 'sessions', figures);
  await t.close();
});

function client() {
  const auth = createAuthPort(fetchImpl, BASE);
  return createApiClient({ baseUrl: BASE, fetch: fetchImpl, auth });
}

const refresh = (token: string) =>
  t.app.request('/api/token/refresh', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refresh_token: token }) });

test('20 concurrent calls on an expired access token: one refresh, every call answered; the old refresh token reused revokes the family', async () => {
  const first = await signIn(t.app, 'gerant@volant.test');
  storeSignIn(first);
  const api = client();
  t.clock.advance(t.deps.config.accessTokenTtlSeconds + 5);
  refreshes = 0;
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => api.get<{ 'hydra:member': unknown[] }>('/learners', { page: 1 + (i % 3) })));
  assert.equal(refreshes, 1, 'exactly one refresh reached the server');
  assert.ok(answers.every((a) => Array.isArray(a['hydra:member'])));
  const renewed = sessionState.session!.refresh_token;
  assert.notEqual(renewed, first.refresh_token);
  // The rotated-away token comes back (stolen copy): the whole family dies, the renewed token too.
  figures.faults += 1;
  assert.equal((await refresh(first.refresh_token)).status, 401);
  assert.equal((await refresh(renewed)).status, 401);
  const me = await t.app.request('/api/learners', { headers: { Authorization: `Bearer ${sessionState.session!.token}` } });
  assert.equal(me.status, 401, 'the access tokens of the family stop too');
  signOut();
});

test('logout through the client ends the refresh token on the server', async () => {
  const session = await signIn(t.app, 'gerant@volant.test');
  storeSignIn(session);
  await client().post('/state-api/logout', {});
  assert.equal((await refresh(session.refresh_token)).status, 401);
  signOut();
});

test('the session ends at its absolute lifetime however often it is refreshed', async () => {
  const session = await signIn(t.app, 'gerant@volant.test');
  const { accessTokenTtlSeconds: step, sessionMaxSeconds: max } = t.deps.config;
  let token = session.refresh_token;
  let elapsed = 0;
  // Refreshed on time, every access-token lifetime, like the watchdog does.
  while (elapsed + step < max) {
    t.clock.advance(step);
    elapsed += step;
    const res = await refresh(token);
    assert.equal(res.status, 200, `refresh after ${elapsed} s`);
    token = ((await res.json()) as { refresh_token: string }).refresh_token;
  }
  t.clock.advance(max - elapsed + 1);
  assert.equal((await refresh(token)).status, 401, 'past the absolute lifetime, a fresh refresh token is refused');
});
