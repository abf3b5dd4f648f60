// The API describes itself (issue #25): the entrypoint, the Hydra documentation and OpenAPI 3.1
// generated from the declarations, a resolvable context for every `@context` an answer names, the
// documentation's Link header on every answer, JSON-LD when asked, and refusals carrying a stable code.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { PROBLEM_TYPES } from '../../../src/shared/api/problem-types';
import { ROUTE_PERMISSIONS } from '../../../server/resources/route-permissions';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let token: string;

before(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'gerant@volant.test')).token;
});

after(async () => {
  await t.close();
});

const LINK = '<http://localhost/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"';

test('every API answer links the Hydra documentation, errors and hand-wired routes included', async () => {
  for (const [path, init] of [
    ['/api', {}],
    ['/api/billing/tvas', bearer(token)],
    ['/api/agencies', bearer(token)],
    ['/api/billing/tvas', {}],
    ['/api/nowhere', bearer(token)],
  ] as const) {
    const res = await t.app.request(path, init);
    assert.equal(res.headers.get('link'), LINK, `${path} (${res.status})`);
  }
});

test('a JSON answer is application/ld+json when the client asks for it, application/json otherwise', async () => {
  const asked = await t.app.request('/api/billing/tvas', bearer(token, { headers: { Accept: 'application/ld+json' } }));
  assert.match(asked.headers.get('content-type') ?? '', /^application\/ld\+json/);
  const plain = await t.app.request('/api/billing/tvas', bearer(token));
  assert.match(plain.headers.get('content-type') ?? '', /^application\/json/);
});

test('every @context an answer names resolves, and an unknown one is a 404', async () => {
  const named = new Set<string>();
  for (const path of ['/api', '/api/billing/tvas', '/api/learners', '/api/learners/1', '/api/nowhere']) {
    const body = (await (await t.app.request(path, bearer(token))).json()) as { '@context': string };
    named.add(body['@context']);
  }
  const tva = (await (await t.app.request('/api/billing/tvas?itemsPerPage=1', bearer(token))).json()) as { 'hydra:member': Array<{ '@id': string }> };
  named.add(((await (await t.app.request(tva['hydra:member'][0]!['@id'], bearer(token))).json()) as { '@context': string })['@context']);
  assert.deepEqual([...named].sort(), ['/api/contexts/Collection', '/api/contexts/Entrypoint', '/api/contexts/Error', '/api/contexts/Learner', '/api/contexts/Tva']);
  for (const iri of named) {
    const res = await t.app.request(iri);
    assert.equal(res.status, 200, iri);
    const { '@context': context } = (await res.json()) as { '@context': Record<string, unknown> };
    assert.equal(context['@vocab'], 'http://localhost/api/docs.jsonld#');
  }
  assert.equal((await t.app.request('/api/contexts/Nothing')).status, 404);
});

test('the Hydra documentation names every declared class with its properties and operations', async () => {
  const res = await t.app.request('/api/docs.jsonld');
  assert.equal(res.status, 200);
  const doc = (await res.json()) as { '@type': string; 'hydra:supportedClass': Array<Record<string, unknown>> };
  assert.equal(doc['@type'], 'hydra:ApiDocumentation');
  const classes = new Map(doc['hydra:supportedClass'].map((cls) => [cls['@id'], cls]));
  const tva = classes.get('#Tva') as { 'hydra:supportedProperty': Array<{ 'hydra:title': string; 'hydra:writeable': boolean }>; 'hydra:supportedOperation': Array<Record<string, unknown>> };
  assert.deepEqual(tva['hydra:supportedProperty'].filter((p) => !p['hydra:writeable']).map((p) => p['hydra:title']).sort(), ['createdAt', 'id']);
  assert.deepEqual(tva['hydra:supportedOperation'].map((op) => op['hydra:method']).sort(), ['DELETE', 'GET', 'PATCH']);
  const patch = tva['hydra:supportedOperation'].find((op) => op['hydra:method'] === 'PATCH')!;
  assert.equal(patch.expects, '#Tva');
  assert.equal(patch.returns, '#Tva');
  assert.ok(classes.has('#Learner') && classes.has('#Entrypoint'));
});

test('the OpenAPI 3.1 document is valid, covers every route of the table, and states shapes, security and problems', async () => {
  const res = await t.app.request('/api/docs.json');
  assert.equal(res.status, 200);
  const doc = (await res.json()) as {
    openapi: string;
    paths: Record<string, Record<string, { security: unknown[]; responses: Record<string, unknown>; requestBody?: unknown }>>;
    components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
  };
  const result = await new Validator().validate(doc);
  assert.deepEqual(result.errors ?? [], [], 'OpenAPI validation errors');
  assert.equal(result.valid, true);
  assert.equal(doc.openapi, '3.1.0');
  const documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
  assert.equal(documented.length, ROUTE_PERMISSIONS.size - 5, 'every route but the five self-description ones');
  assert.deepEqual(doc.components.securitySchemes.bearer, { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  const post = doc.paths['/api/billing/tvas']!.post!;
  assert.deepEqual(post.security, [{ bearer: [] }]);
  assert.ok(post.requestBody);
  assert.deepEqual(Object.keys(post.responses).sort(), ['201', '400', '401', '403', '404', '406', '409', '413', '415', '422', '500', '503']);
  assert.ok(doc.components.schemas['Tva.jsonld'] && doc.components.schemas['Tva.collection'] && doc.components.schemas.HydraCollection && doc.components.schemas.Problem);
  const page = await t.app.request('/api/docs');
  assert.equal(page.status, 200);
  assert.match(await page.text(), /\/api\/billing\/tvas/);
});

test('a refused VAT deletion carries its stable problem type beside the French detail', async () => {
  const list = (await (await t.app.request('/api/billing/tvas?isDefault=1', bearer(token))).json()) as { 'hydra:member': Array<{ id: number }> };
  const res = await t.app.request(`/api/billing/tvas/${list['hydra:member'][0]!.id}`, bearer(token, { method: 'DELETE' }));
  assert.equal(res.status, 409);
  const body = (await res.json()) as { type: string; detail: string };
  assert.equal(body.type, PROBLEM_TYPES.vatDeleteRefused);
  assert.match(body.detail, /^La suppression de cette TVA n’est pas autorisée/);
});

test('a declared write refuses a caller without its permission before reading the body', async () => {
  const trainer = (await signIn(t.app, 'formateur@volant.test')).token;
  const init = { method: 'POST', headers: { Authorization: `Bearer ${trainer}`, 'Content-Type': 'application/json' }, body: '{not json' };
  assert.equal((await t.app.request('/api/billing/tvas', init)).status, 403);
  const refused = await t.app.request('/api/billing/tvas', { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } });
  assert.equal(refused.status, 400, 'the manager passes the guard, and the layer reads the body');
});
