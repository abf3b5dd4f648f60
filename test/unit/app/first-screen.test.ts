import '../../setup/dom';
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { currencyState } from '../../../src/app/currency';
import { modules } from '../../../src/app/modules';
import { chunkOf } from '../../../src/app/platform/chunk';
import { prepareFirstScreen } from '../../../src/app/routing/first-screen';
import { startShellReads } from '../../../src/app/routing/shell-reads';
import { buildRouteTable, resolvePath } from '../../../src/app/routing/table';
import { chromeChunk } from '../../../src/app/shell/chromeChunk';
import { createApiClient } from '../../../src/shared/api/client';
import { permissionsKey } from '../../../src/shared/auth/usePermissions';
import type { Session } from '../../../src/shared/session/types';
import { claimPreloaded, clearPreloadedReads } from '../../../src/shared/swr/preload';
import { jwt, user } from '../shared/session-fixtures';

const session = (): Session => ({ token: jwt(Math.floor(Date.now() / 1000) + 3600), refresh_token: 'refresh', user: structuredClone(user) });
const jsonLd = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/ld+json' } });

/** An API whose answers wait for `hold(path)` (a path held forever never answers). */
function api(held: readonly string[] = []) {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push(path);
    if (held.includes(path)) return new Promise<Response>(() => undefined);
    if (path === '/api/users/7') return jsonLd({ '@id': '/api/users/7', ...user, permissions: ['isCreateQuotation'] });
    return jsonLd({ '@id': path, 'hydra:member': [], 'hydra:totalItems': 0 });
  };
  return { calls, client: createApiClient({ baseUrl: '/api', fetch, auth: { getToken: () => 'token', refresh: async () => 'token', clear: () => undefined } }) };
}

const learnerList = () => {
  const resolved = resolvePath(buildRouteTable(modules), '/apprenants');
  assert.equal(resolved.kind, 'route');
  return resolved.kind === 'route' ? resolved.route : assert.fail();
};

beforeEach(() => {
  clearPreloadedReads();
  currencyState.currency = null;
});

test('a signed-in page waits for its first screen: the reads that answered are in the cache, the chunks and the currency are there', async () => {
  const { calls, client } = api();
  const stored = session();
  startShellReads(client, '/apprenants', stored);
  const cached: string[] = [];
  // Waits until all has come (a long enough wait: importing the chunks in node takes time on a loaded machine).
  await prepareFirstScreen(
    {
      table: buildRouteTable(modules),
      location: { pathname: '/apprenants', search: '' },
      client,
      session: stored,
      cache: (key) => cached.push(String(key[0])),
    },
    30_000,
  );
  assert.deepEqual(cached.sort(), ['/learners', '/tutorials/group', '/users/{id}']);
  assert.deepEqual(calls.sort(), ['/api/learners', '/api/tutorials/group', '/api/users/7']);
  assert.ok(chunkOf(learnerList().load).loaded(), 'the learner list’s chunk has arrived');
  assert.ok(chromeChunk.loaded(), 'the chrome’s chunk has arrived');
  assert.equal(currencyState.currency, 'EUR');
  // They stay to be claimed.
  assert.ok(claimPreloaded(permissionsKey(user.id)));
});

test('a read that has not answered within the wait is left to its hook: the first render is not held for it (it never answers here)', async () => {
  const { client } = api(['/api/learners']);
  const stored = session();
  startShellReads(client, '/apprenants', stored);
  const cached: string[] = [];
  await prepareFirstScreen(
    { table: buildRouteTable(modules), location: { pathname: '/apprenants', search: '' }, client, session: stored, cache: (key) => cached.push(String(key[0])) },
    50,
  );
  assert.deepEqual(cached.sort(), ['/tutorials/group', '/users/{id}']);
});

test('nothing is waited for without a valid session', async () => {
  const { calls, client } = api();
  const cached: unknown[] = [];
  const expired: Session = { ...session(), token: jwt(Math.floor(Date.now() / 1000) - 1) };
  for (const stored of [null, expired]) {
    await prepareFirstScreen({ table: buildRouteTable(modules), location: { pathname: '/apprenants', search: '' }, client, session: stored, cache: (key) => cached.push(key) });
  }
  assert.deepEqual(calls, []);
  assert.deepEqual(cached, []);
  assert.equal(currencyState.currency, null);
});
