// The API describes itself (issue #25): the entrypoint, the Hydra documentation and OpenAPI 3.1
// generated from the declarations, a resolvable context for every `@context` an answer names, the
// documentation's Link header on every answer, JSON-LD when asked, and refusals carrying a stable code.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import jsonld from 'jsonld';
import { PROBLEM_TYPES } from '../../../src/shared/api/problem-types';
import { queueEmail } from '../../../server/mail/outbox';
import { ROUTE_PERMISSIONS } from '../../../server/resources/route-permissions';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let token: string;
let userId: number;

before(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'gerant@volant.test');
  token = signedIn.token;
  userId = signedIn.user.id;
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
  // The create takes the agency, the merge-patch does not: a form for both cannot write it.
  assert.deepEqual(tva['hydra:supportedProperty'].filter((p) => !p['hydra:writeable']).map((p) => p['hydra:title']).sort(), ['agency', 'createdAt', 'id']);
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

test('a collection publishes the query its declared list spec accepts (hydra:search), and every list accepts order[id]', async () => {
  const body = (await (await t.app.request('/api/learners?order[id]=ASC&itemsPerPage=3', bearer(token))).json()) as {
    'hydra:member': Array<{ id: number }>;
    'hydra:search': { '@type': string; 'hydra:template': string; 'hydra:mapping': Array<{ variable: string; property: string | null }> };
  };
  const ids = body['hydra:member'].map((learner) => learner.id);
  assert.deepEqual(ids, [...ids].sort((a, b) => a - b), 'order[id]=ASC sorts by id');
  const search = body['hydra:search'];
  assert.equal(search['@type'], 'hydra:IriTemplate');
  const variables = search['hydra:mapping'].map((mapping) => mapping.variable);
  for (const variable of ['agency', 'agency[]', 'archived', 'order[lastName]', 'order[id]', 'createdAt[after]', 'simplesearch']) assert.ok(variables.includes(variable), variable);
  assert.match(search['hydra:template'], /^\/api\/learners\{\?archived,archived\[\],agency,/);
  for (const path of ['/api/billing/tvas', '/api/agencies?order[id]=DESC']) {
    const res = await t.app.request(path, bearer(token));
    assert.equal(res.status, 200, path);
    assert.ok(((await res.json()) as { 'hydra:search'?: unknown })['hydra:search'], path);
  }
});

/** jsonld.js 9's `expand` (its bundled @types predate `safeMode`, which fails on any term a context does not define). */
const expandSafely = jsonld.expand as unknown as (
  input: object,
  options: { base: string; safeMode: true; documentLoader: (url: string) => Promise<{ documentUrl: string; document: object }> },
) => Promise<object[]>;

/** A supported property of the documentation, with the class it belongs to. */
interface Documented {
  cls: string;
  'hydra:title': string;
  'hydra:required': boolean;
  'hydra:writeable': boolean;
  'hydra:property': { range?: string; 'owl:maxCardinality'?: number };
}

test('the documentation gives every property a range, references their class, and requires or writes only what the writes do', async () => {
  const doc = (await (await t.app.request('/api/docs.jsonld')).json()) as { 'hydra:supportedClass': Array<{ '@id': string; 'hydra:supportedProperty'?: Array<Omit<Documented, 'cls'>> }> };
  const properties: Documented[] = doc['hydra:supportedClass'].flatMap((cls) => (cls['hydra:supportedProperty'] ?? []).map((p) => ({ ...p, cls: cls['@id'] })));
  const missing = properties.filter((p) => p.cls !== '#Entrypoint' && !p['hydra:property'].range);
  assert.deepEqual(missing.map((p) => `${p.cls}.${p['hydra:title']}`), []);
  const of = (className: string, name: string) => properties.find((p) => p.cls === className && p['hydra:title'] === name)!;
  assert.equal(of('#Learner', 'agency')['hydra:property'].range, '#Agency');
  assert.equal(of('#Invoice', 'learner')['hydra:property'].range, '#Learner');
  assert.equal(of('#Learner', 'lastName')['hydra:property'].range, 'xmls:string');
  assert.equal(of('#Learner', 'agency')['hydra:property']['owl:maxCardinality'], 1);
  // Required: what the create requires, never a nullable or optional one; writable: what every write takes.
  assert.equal(of('#Learner', 'lastName')['hydra:required'], true);
  for (const name of ['neph', 'birthPlace', 'id', 'archived', 'training']) assert.equal(of('#Learner', name)['hydra:required'], false, name);
  for (const name of ['archived', 'training', 'id', 'createdAt']) assert.equal(of('#Learner', name)['hydra:writeable'], false, name);
  assert.equal(of('#Learner', 'agency')['hydra:writeable'], true);
  const required = properties.filter((p) => p['hydra:required']).length;
  assert.ok(required < properties.length / 4, `${required} of ${properties.length} required`);
});

test('a write ignores the JSON-LD keys of Volant’s answers and reads an embedded node as its IRI; a learner sent back whole is saved', async () => {
  const list = (await (await t.app.request('/api/learners?itemsPerPage=1', bearer(token))).json()) as { 'hydra:member': Array<{ '@id': string }> };
  const learner = (await (await t.app.request(list['hydra:member'][0]!['@id'], bearer(token))).json()) as Record<string, unknown>;
  const patch = (body: unknown, path = learner['@id'] as string) =>
    t.app.request(path, bearer(token, { method: 'PATCH', headers: { 'Content-Type': 'application/merge-patch+json' }, body: JSON.stringify(body) }));
  const saved = await patch({ ...learner, city: 'Tours', originId: String(learner.id) });
  assert.equal(saved.status, 200, await saved.clone().text());
  assert.equal(((await saved.json()) as { city: string }).city, 'Tours');
  const keys = await patch({ '@context': '/api/contexts/Learner', '@type': 'Learner', city: 'Blois', agency: learner.agency });
  assert.equal(keys.status, 200, await keys.clone().text());
  // Not the item itself: an unknown or read-only member is still refused.
  assert.equal((await patch({ city: 'Blois', createdAt: '2000-01-01' })).status, 422);
  assert.equal((await patch({ ...learner, '@id': '/api/learners/999999', city: 'Blois' })).status, 422);
  const created = await t.app.request('/api/learners', bearer(token, {
    method: 'POST',
    headers: { 'Content-Type': 'application/ld+json' },
    body: JSON.stringify({ '@context': '/api/contexts/Learner', '@type': 'Learner', civility: 'Mme', firstName: 'Léa', lastName: 'Hydra', agency: learner.agency, isProspect: false }),
  }));
  assert.equal(created.status, 201, await created.clone().text());
});

test('Hydra details: no URI template in the entrypoint, every @id of a list answers, every class has its context, item answers carry @context', async () => {
  const entry = (await (await t.app.request('/api')).json()) as Record<string, string>;
  assert.deepEqual(Object.entries(entry).filter(([, value]) => value.includes('{')), []);
  const { structureId, agencies } = t.ids.centre;
  await queueEmail(t.deps, { structureId, agencyId: agencies.orleans, document: 'convocation', to: 'eleve@exemple.test', subject: 'Convocation', text: 'Bonjour.' });
  const outbox = (await (await t.app.request('/api/mail/outbox-emails', bearer(token))).json()) as { 'hydra:member': Array<{ '@id': string }> };
  assert.ok(outbox['hydra:member'].length > 0);
  assert.equal((await t.app.request(outbox['hydra:member'][0]!['@id'], bearer(token))).status, 200);
  const doc = (await (await t.app.request('/api/docs.jsonld')).json()) as { 'hydra:supportedClass': Array<{ '@id': string }> };
  for (const { '@id': id } of doc['hydra:supportedClass']) assert.equal((await t.app.request(`/api/contexts/${id.slice(1)}`)).status, 200, id);
  // jsonld.js (the JSON-LD processor API Platform Admin's parser uses) expands them in safe mode: every term is defined.
  const documentLoader = async (url: string) => ({ documentUrl: url, document: (await (await t.app.request(new URL(url).pathname)).json()) as object });
  for (const path of [`/api/users/${userId}`, '/api/mail/settings', outbox['hydra:member'][0]!['@id'], '/api/learners?itemsPerPage=2', '/api']) {
    const body = (await (await t.app.request(path, bearer(token, { headers: { Accept: 'application/ld+json' } }))).json()) as Record<string, unknown>;
    assert.equal(typeof body['@context'], 'string', path);
    const expanded = await expandSafely(body, { base: `http://localhost${path}`, documentLoader, safeMode: true });
    assert.ok(expanded.length > 0, path);
  }
});
