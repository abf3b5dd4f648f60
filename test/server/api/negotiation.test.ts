// Content negotiation (issue #39 item 4): a route answers 406, as French problem details, to an
// `Accept` that admits none of the media types it serves; the routes serving PDF or CSV keep serving
// them, and what browsers, the front end, the CLI and HTTP clients send keeps working.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
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

const read = (path: string, accept?: string) => t.app.request(path, bearer(token, accept === undefined ? {} : { headers: { Accept: accept } }));

test('a JSON route refuses text/csv and application/xml with 406 in French, before its handler runs', async () => {
  for (const accept of ['text/csv', 'application/xml', 'text/csv, application/xml;q=0.5', 'application/json;q=0']) {
    const res = await read('/api/billing/tvas', accept);
    assert.equal(res.status, 406, accept);
    assert.match(res.headers.get('content-type') ?? '', /^application\/problem\+json/);
    const body = (await res.json()) as { detail: string; status: number };
    assert.equal(body.status, 406);
    assert.match(body.detail, /n’est servie qu’au format application\/ld\+json, application\/json/);
  }
});

test('a JSON route answers */*, JSON, JSON-LD, a browser’s Accept and no Accept at all', async () => {
  const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
  for (const accept of [undefined, '', '*/*', 'application/json', 'application/ld+json', 'application/*', browser, 'application/ld+json, text/csv;q=0.1']) {
    const res = await read('/api/billing/tvas', accept);
    assert.equal(res.status, 200, String(accept));
  }
  // The front end's own client (src/shared/api/client.ts) asks for JSON-LD.
  assert.equal((await read('/api/learners', 'application/ld+json')).status, 200);
});

test('a route serving PDF or CSV serves them to a client asking for them, and refuses JSON-only clients', async () => {
  const period = 'startDate=2026-01-01&endDate=2026-01-31';
  const csv = await read(`/api/accounting-edition/educational-financial-reports?${period}&format=csv`, 'text/csv');
  assert.equal(csv.status, 200);
  assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
  const pdf = await read(`/api/accounting-edition/educational-financial-reports?${period}`, 'application/pdf');
  assert.equal(pdf.status, 200);
  assert.equal(pdf.headers.get('content-type'), 'application/pdf');
  assert.equal((await read(`/api/accounting-edition/educational-financial-reports?${period}`, 'application/json')).status, 406);
});

test('a delete, which answers no body, does not negotiate', async () => {
  const res = await t.app.request('/api/billing/tvas/999999', bearer(token, { method: 'DELETE', headers: { Accept: 'text/csv' } }));
  assert.equal(res.status, 404);
});
