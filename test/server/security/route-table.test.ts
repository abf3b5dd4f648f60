// The declared route permission table (server/resources/route-permissions.ts) against the routes Hono really
// serves: exactly one entry per route, `public` exactly where no token is asked, a route left out of
// the table refused to everyone, a refused call stopped before any lookup or body parsing, and
// docs/permissions.md generated from the table.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { Hono } from 'hono';
import type { AppEnv, AuthContext } from '../../../server/core/env';
import { handleApiError } from '../../../server/core/errors';
import { DENIED } from '../../../server/core/permissions';
import { enforceRoutePermissions } from '../../../server/core/route-guard';
import { ROUTE_PERMISSIONS } from '../../../server/resources/route-permissions';
import { PERMISSIONS } from '../../../src/shared/auth/permissions';
import { ROLES } from '../../../src/shared/auth/roles';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { PERMISSIONS_DOC, permissionsDocument } from './permissions-doc';
import { apiRoutes, type ApiRoute } from './registry';

let t: TestApp;
let routes: ApiRoute[];

before(async () => {
  t = await createTestApp();
  routes = apiRoutes(t.app);
});

after(async () => {
  await t.close();
});

test('every route of the app has exactly one entry in the table, and every entry names a route', () => {
  const served = new Set(routes.map((r) => r.key));
  const undeclared = [...served].filter((key) => !ROUTE_PERMISSIONS.has(key));
  const stale = [...ROUTE_PERMISSIONS.keys()].filter((key) => !served.has(key));
  assert.deepEqual(undeclared, [], 'routes missing from server/resources/route-permissions.ts (refused to everyone until declared)');
  assert.deepEqual(stale, [], 'entries of server/resources/route-permissions.ts that name no route');
  assert.equal(routes.length, ROUTE_PERMISSIONS.size);
});

test('`public` is declared exactly for the routes called without a token', () => {
  const wrong = routes.filter((r) => (ROUTE_PERMISSIONS.get(r.key) === 'public') !== r.isPublic).map((r) => r.key);
  assert.deepEqual(wrong, []);
  for (const [key, access] of ROUTE_PERMISSIONS) {
    if (typeof access === 'string') continue;
    for (const p of access) assert.ok((PERMISSIONS as readonly string[]).includes(p), `${key}: unknown permission ${p}`);
  }
});

test('a route the table does not declare is refused to everyone, even a manager (deny by default)', async () => {
  const manager: AuthContext = {
    userId: 1,
    structureId: 1,
    roles: [ROLES.manager],
    role: ROLES.manager,
    agencyIds: [1],
    allAgencies: true,
    isConfigGeneral: true,
    adminType: null,
    permissions: new Set(PERMISSIONS),
    readOnly: false,
    learnerId: null,
  };
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('auth', manager);
    await next();
  });
  app.use('*', enforceRoutePermissions(ROUTE_PERMISSIONS));
  let reached = 0;
  app.delete('/api/learners/:id{[0-9]+}/undeclared', (c) => {
    reached += 1;
    return c.body(null, 204);
  });
  app.get('/api/learners', (c) => c.json({ declared: true }));
  app.onError(handleApiError);
  const refused = await app.request('/api/learners/1/undeclared', { method: 'DELETE' });
  assert.equal(refused.status, 403);
  assert.equal(((await refused.json()) as { detail: string }).detail, DENIED);
  assert.equal(reached, 0);
  assert.equal((await app.request('/api/learners')).status, 200);
  assert.equal((await app.request('/api/unknown')).status, 404);
});

test('a refused call is stopped before any lookup or body parsing', async () => {
  const trainer = (await signIn(t.app, 'formateur@volant.test')).token;
  const headers = { Authorization: `Bearer ${trainer}`, 'Content-Type': 'application/json' };
  // A row that does not exist (404 after a lookup) and a body that is not JSON (400 after parsing):
  // the table answers first.
  for (const [method, path] of [
    ['PATCH', '/api/billing/tvas/999999'],
    ['DELETE', '/api/learners/999999'],
    ['PATCH', '/api/roles/accounts/999999'],
    ['POST', '/api/plannings/operation-histories/bulk'],
  ] as const) {
    const response = await t.app.request(path, { method, headers, body: method === 'DELETE' ? undefined : '{not json' });
    assert.equal(response.status, 403, `${method} ${path}`);
    assert.equal(((await response.json()) as { detail: string }).detail, DENIED);
  }
});

test('docs/permissions.md is generated from the table', () => {
  const expected = permissionsDocument();
  if (process.env.UPDATE_PERMISSIONS_DOC === '1') writeFileSync(PERMISSIONS_DOC, expected);
  const actual = readFileSync(PERMISSIONS_DOC, 'utf8');
  assert.ok(actual === expected, `${PERMISSIONS_DOC} is out of date: UPDATE_PERMISSIONS_DOC=1 npm test -- test/server/security/route-table.test.ts`);
});
