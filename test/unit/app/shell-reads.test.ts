import '../../setup/dom';
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { modules } from '../../../src/app/modules';
import { startRouteReads } from '../../../src/app/routing/loader';
import { startLocationReads, startShellReads } from '../../../src/app/routing/shell-reads';
import { buildRouteTable, resolvePath } from '../../../src/app/routing/table';
import { TUTORIALS_KEY } from '../../../src/app/shell/tutorialsRead';
import { createApiClient } from '../../../src/shared/api/client';
import { permissionsKey } from '../../../src/shared/auth/usePermissions';
import type { Session } from '../../../src/shared/session/types';
import { claimPreloaded, clearPreloadedReads } from '../../../src/shared/swr/preload';
import { jwt, user } from '../shared/session-fixtures';

const NOW = Date.UTC(2026, 10, 27, 8, 0, 0);
const session = (expSeconds: number): Session => ({ token: jwt(expSeconds), refresh_token: 'refresh', user: structuredClone(user) });

function client() {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    calls.push(new URL(String(input), 'http://localhost').pathname);
    return new Response(JSON.stringify({ '@id': '/api/users/7', id: 7, permissions: ['isCreateQuotation'], 'hydra:member': [] }), {
      status: 200,
      headers: { 'Content-Type': 'application/ld+json' },
    });
  };
  return { calls, client: createApiClient({ baseUrl: '/api', fetch, auth: { getToken: () => 'token', refresh: async () => 'token', clear: () => undefined } }) };
}

beforeEach(clearPreloadedReads);

test('a stored session starts the permissions and tutorials reads, claimed under the keys their hooks use', async () => {
  const { calls, client: api } = client();
  assert.equal(startShellReads(api, '/apprenants', session(NOW / 1000 + 3600), NOW), true);
  assert.deepEqual(calls.sort(), ['/api/tutorials/group', '/api/users/7']);
  const permissions = (await claimPreloaded(permissionsKey(user.id), NOW)) as { permissions: string[] } | undefined;
  assert.deepEqual(permissions?.permissions, ['isCreateQuotation']);
  assert.ok(claimPreloaded(TUTORIALS_KEY, NOW));
});

test('no read on the login page, for a visitor or an expired session; no tutorials where the navbar is hidden', () => {
  const { calls, client: api } = client();
  assert.equal(startShellReads(api, '/auth/login', session(NOW / 1000 + 3600), NOW), false);
  assert.equal(startShellReads(api, '/apprenants', null, NOW), false);
  assert.equal(startShellReads(api, '/apprenants', session(NOW / 1000 - 1), NOW), false);
  assert.deepEqual(calls, []);
  assert.equal(startShellReads(api, '/apprenants/contrats', session(NOW / 1000 + 3600), NOW), true);
  assert.deepEqual(calls, ['/api/users/7']);
});

test('the learner list’s read starts from the URL and the stored session once the registry is there, and the shell’s start finds it', () => {
  const { calls, client: api } = client();
  const stored = session(NOW / 1000 + 3600);
  const table = buildRouteTable(modules);
  assert.equal(startLocationReads(table, { pathname: '/apprenants', search: '?page=2' }, api, stored, undefined, NOW)?.id, 'learners.list');
  assert.deepEqual(calls, ['/api/learners']);
  // The shell's first render starts the same route's reads: no second request.
  const resolved = resolvePath(table, '/apprenants');
  assert.equal(resolved.kind, 'route');
  if (resolved.kind === 'route') {
    startRouteReads({ route: resolved.route, params: {}, search: '?page=2', client: api, user: stored.user, allowed: true });
  }
  assert.deepEqual(calls, ['/api/learners']);
});

test('no route read for a visitor or an expired session: the guard sends them to the login screen', () => {
  const { calls, client: api } = client();
  const table = buildRouteTable(modules);
  assert.equal(startLocationReads(table, { pathname: '/apprenants', search: '' }, api, null, undefined, NOW), null);
  assert.equal(startLocationReads(table, { pathname: '/apprenants', search: '' }, api, session(NOW / 1000 - 1), undefined, NOW), null);
  assert.deepEqual(calls, []);
});
