// Prototype keys and deep nesting on every route of the registry (issue #20 F14): `order[__proto__]`,
// `?constructor=1` and JSON nested 10 000 deep were 500s. Query parameters named after a prototype are
// refused with a 400 by the request guard, before authentication; bodies nested deeper than 64 levels
// or keyed by `__proto__`/`constructor` never reach a payload schema (a 422 would mean they did).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { DEEP_BODIES, judge, PROTOTYPE_BODIES, PROTOTYPE_QUERIES, requestInit } from './hostile';
import { apiRoutes, fillPath, type ApiRoute } from './registry';

let t: TestApp;
let owner: string;
let routes: ApiRoute[];

before(async () => {
  t = await createTestApp();
  owner = (await signIn(t.app, 'gerant@volant.test')).token;
  routes = apiRoutes(t.app);
});
after(() => t.close());

const pathOf = (route: ApiRoute) => fillPath(route, route.params.map(() => '1'));
const bodyOf = (route: ApiRoute) => (route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}');

test('query parameters named __proto__, constructor or prototype are refused with 400 on every route', async () => {
  const bad: string[] = [];
  for (const route of routes) {
    for (const query of PROTOTYPE_QUERIES) {
      // The guard answers before authentication: nothing behind it runs, deletions and logout included.
      const res = await t.app.request(`${pathOf(route)}?${query}`, requestInit(route, route.isPublic ? null : owner, bodyOf(route)));
      const verdict = await judge(res.clone(), true);
      if (!verdict.ok || res.status !== 400) bad.push(`${route.key}?${query}: ${res.status} ${verdict.why ?? ''}`);
      await res.body?.cancel();
    }
  }
  assert.deepEqual(bad, []);
});

test('bodies nested 10 000 deep or keyed by __proto__/constructor never reach a schema; the JSON reader says why in French', async () => {
  const bad: string[] = [];
  const readerAnswers: string[] = [];
  for (const route of routes) {
    if (!['POST', 'PATCH', 'PUT'].includes(route.method) || route.key === 'POST /api/state-api/logout') continue;
    for (const body of [...DEEP_BODIES, ...PROTOTYPE_BODIES]) {
      const res = await t.app.request(pathOf(route), requestInit(route, route.isPublic ? null : owner, body));
      const verdict = await judge(res.clone(), false);
      const detail = ((await res.json().catch(() => ({}))) as { detail?: string }).detail ?? '';
      // Actions that read no body answer 2xx; what reads one refuses it before its schema.
      if (!verdict.ok || res.status === 422) bad.push(`${route.key} ${body.slice(0, 30)}: ${res.status} ${verdict.why ?? detail}`);
      if (route.key === 'POST /api/learners') readerAnswers.push(detail);
    }
  }
  assert.deepEqual(bad, []);
  assert.deepEqual(readerAnswers, [
    ...DEEP_BODIES.map(() => 'Le corps de la requête est trop imbriqué (64 niveaux au plus).'),
    'Le nom « __proto__ » n’est pas autorisé dans une requête.',
    'Le nom « prototype » n’est pas autorisé dans une requête.',
    'Le nom « __proto__ » n’est pas autorisé dans une requête.',
  ]);
  const alive = await t.app.request('/api/agencies', { headers: { Authorization: `Bearer ${owner}` } });
  assert.equal(alive.status, 200, 'the session is still open');
  assert.equal(({} as Record<string, unknown>).polluted, undefined, 'Object.prototype is not polluted');
});
