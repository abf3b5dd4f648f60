// The API's self-description read by real clients over loopback: API Platform's own documentation
// parser (@api-platform/api-doc-parser, as API Platform Admin runs it) finds the declared resources
// with their fields and operations, and the `jsonld` processor expands a collection and an item
// through the contexts the answers name, fetched from the server.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { serve, type ServerType } from '@hono/node-server';
import { parseHydraDocumentation } from '@api-platform/api-doc-parser';
import jsonld from 'jsonld';
import type { JsonLdDocument } from 'jsonld';
import type { JsonLdObj, RemoteDocument } from 'jsonld/jsonld-spec';
import { freePort } from '../../reliability/server';
import { createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let server: ServerType;
let origin: string;
let token: string;

before(async () => {
  t = await createTestApp();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = serve({ fetch: t.app.fetch, port, hostname: '127.0.0.1' });
  token = (await signIn(t.app, 'gerant@volant.test')).token;
});

after(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const authorized = () => ({ headers: new Headers({ Authorization: `Bearer ${token}` }) });

test('@api-platform/api-doc-parser finds the declared resources with their fields and operations', async () => {
  const { api, status } = await parseHydraDocumentation(`${origin}/api`, authorized());
  assert.equal(status, 200);
  const byName = new Map(api.resources?.map((resource) => [resource.name, resource]));
  const tva = byName.get('billing/tvas');
  assert.ok(tva, `resources found: ${[...byName.keys()].join(', ')}`);
  assert.equal(tva.url, `${origin}/api/billing/tvas`);
  assert.deepEqual(tva.fields?.map((field) => field.name).sort(), ['agency', 'createdAt', 'id', 'isDefault', 'label', 'legalMention', 'rate']);
  // The agency is given at creation only (the merge-patch does not take it): not writable by one form for both.
  assert.deepEqual(tva.writableFields?.map((field) => field.name).sort(), ['isDefault', 'label', 'legalMention', 'rate']);
  assert.equal(tva.fields?.find((field) => field.name === 'rate')?.range, 'http://www.w3.org/2001/XMLSchema#decimal');
  assert.deepEqual(tva.operations?.map((op) => `${op.type} ${op.method}`).sort(), ['create POST', 'delete DELETE', 'edit PATCH', 'list GET', 'show GET']);

  const learner = byName.get('learners');
  assert.ok(learner);
  const fields = learner.fields?.map((field) => field.name) ?? [];
  for (const name of ['firstName', 'lastName', 'email', 'birthDate', 'agency', 'training', 'agencytraininglearners', 'groups']) {
    assert.ok(fields.includes(name), `Learner.${name} missing from ${fields.join(', ')}`);
  }
  // The record's merge-patch and the archive action are both edits of a learner.
  assert.deepEqual(learner.operations?.map((op) => `${op.type} ${op.method}`).sort(), ['create POST', 'delete DELETE', 'edit PATCH', 'edit PATCH', 'list GET', 'show GET']);
});

/** JSON-LD contexts fetched from the server, as a client resolves the `@context` an answer names. */
const documentLoader = async (url: string): Promise<RemoteDocument> => {
  const response = await fetch(url, { headers: { Accept: 'application/ld+json' } });
  assert.equal(response.status, 200, `${url} answered ${response.status}`);
  return { documentUrl: url, document: (await response.json()) as JsonLdObj };
};

async function read(path: string): Promise<JsonLdDocument> {
  const response = await fetch(`${origin}${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^application\/ld\+json/);
  return (await response.json()) as JsonLdDocument;
}

test('jsonld expands a collection and an item through the contexts the answers name', async () => {
  const vocab = `${origin}/api/docs.jsonld#`;
  const hydra = 'http://www.w3.org/ns/hydra/core#';
  const [collection] = await jsonld.expand(await read('/api/billing/tvas'), { base: `${origin}/api/billing/tvas`, documentLoader });
  assert.ok(collection);
  assert.deepEqual(collection['@type'], [`${hydra}Collection`]);
  const members = collection[`${hydra}member`] as Array<Record<string, unknown>>;
  assert.ok(members.length > 0);
  assert.deepEqual(members[0]!['@type'], [`${vocab}Tva`]);
  assert.match(String(members[0]!['@id']), new RegExp(`^${origin}/api/billing/tvas/\\d+$`));
  assert.ok(Array.isArray(members[0]![`${vocab}label`]), 'a member’s label expands to the vocabulary');
  assert.ok(Array.isArray(collection[`${hydra}totalItems`]));

  const [item] = await jsonld.expand(await read('/api/learners/1'), { base: `${origin}/api/learners/1`, documentLoader });
  assert.ok(item);
  assert.deepEqual(item['@type'], [`${vocab}Learner`]);
  assert.equal(item['@id'], `${origin}/api/learners/1`);
  assert.ok(Array.isArray(item[`${vocab}Learner/lastName`]), 'the item’s properties expand to their documented IRIs');
});
