// VOLANT_API_ORIGINS: the pages of the origins it names may call the whole API (CORS, bearer token,
// the headers a Hydra client reads exposed); any other origin gets no CORS header at all.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, signIn, type TestApp } from '../helpers';

const ADMIN = 'https://admin.example.fr';
let t: TestApp;
let token: string;

before(async () => {
  t = await createTestApp({ VOLANT_API_ORIGINS: ` ${ADMIN}/ ` });
  token = (await signIn(t.app, 'gerant@volant.test')).token;
});
after(() => t.close());

const preflight = (origin: string) =>
  t.app.request('/api/learners', {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'PATCH', 'Access-Control-Request-Headers': 'authorization,content-type' },
  });

test('a listed origin: the preflight passes without a token, and the answer is readable with its Link', async () => {
  const pre = await preflight(ADMIN);
  assert.equal(pre.status, 204);
  assert.equal(pre.headers.get('access-control-allow-origin'), ADMIN);
  assert.match(pre.headers.get('access-control-allow-headers') ?? '', /Authorization/);
  assert.match(pre.headers.get('access-control-allow-methods') ?? '', /PATCH/);
  assert.equal(pre.headers.get('access-control-allow-credentials'), null, 'no cookies: a bearer token only');
  const res = await t.app.request('/api/learners', { headers: { Origin: ADMIN, Authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('access-control-allow-origin'), ADMIN);
  assert.match(res.headers.get('access-control-expose-headers') ?? '', /Link/);
  assert.match(res.headers.get('access-control-expose-headers') ?? '', /Content-Location/);
});

test('attack: an origin not listed gets no CORS header, on the preflight nor on the answer', async () => {
  for (const origin of ['https://evil.example', 'https://admin.example.fr.evil.example', 'null']) {
    const pre = await preflight(origin);
    assert.equal(pre.headers.get('access-control-allow-origin'), null, origin);
    const res = await t.app.request('/api/learners', { headers: { Origin: origin, Authorization: `Bearer ${token}` } });
    assert.equal(res.headers.get('access-control-allow-origin'), null, origin);
    assert.equal(res.headers.get('access-control-expose-headers'), null, origin);
  }
});

test('unset, no origin is allowed', async () => {
  const plain = await createTestApp();
  try {
    const res = await plain.app.request('/api/learners', { method: 'OPTIONS', headers: { Origin: ADMIN, 'Access-Control-Request-Method': 'GET' } });
    assert.equal(res.headers.get('access-control-allow-origin'), null);
  } finally {
    await plain.close();
  }
});
