import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let token: string;
before(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'gerant@volant.test')).token;
});
after(() => t.close());

const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => name !== 'content-length'));

describe('JSON answers built whole carry what the API’s middlewares add to any other answer', () => {
  test('a learner PATCH answers the same headers built whole as through the middlewares (JSON and JSON-LD)', async () => {
    const learner = await t.deps.db.selectFrom('learners').select(['id', 'phone']).where('structure_id', '=', t.ids.centre.structureId).orderBy('id').executeTakeFirstOrThrow();
    for (const accept of ['application/json', 'application/ld+json']) {
      const patch = (headers: Record<string, string>) =>
        t.app.request(`/api/learners/${learner.id}`, bearer(token, { method: 'PATCH', body: JSON.stringify({ phone: learner.phone }), headers: { 'Content-Type': 'application/json', Accept: accept, ...headers } }));
      const whole = await patch({});
      // An Idempotency-Key makes the route layer answer through c.json and the middlewares.
      const through = await patch({ 'Idempotency-Key': '"whole-answer-test-key"' });
      assert.equal(whole.status, 200);
      assert.equal(through.status, 200);
      assert.deepEqual(headersOf(whole), headersOf(through), accept);
      assert.equal(whole.headers.get('content-type'), accept === 'application/json' ? 'application/json' : 'application/ld+json; charset=utf-8');
      assert.match(whole.headers.get('link') ?? '', /^<http:\/\/localhost\/api\/docs\.jsonld>; rel="http:\/\/www\.w3\.org\/ns\/hydra\/core#apiDocumentation"$/);
      assert.equal(whole.headers.get('vary'), 'Accept-Encoding');
      assert.equal(whole.headers.get('x-frame-options'), 'DENY');
      const bodyOf = async (res: Response) => ({ ...((await res.json()) as Record<string, unknown>), updatedAt: null });
      assert.deepEqual(await bodyOf(whole), await bodyOf(through));
    }
  });

  test('an answer hono merges with the headers CORS set before it gets Link and Vary once', async () => {
    const res = await t.app.request('/api/state-api/agencies', bearer(token, { headers: { Origin: 'https://intranet.example' } }));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.equal(res.headers.get('link')?.split(', <').length, 1, res.headers.get('link') ?? '');
    assert.equal(res.headers.get('vary'), 'Accept-Encoding');
    assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
  });
});
