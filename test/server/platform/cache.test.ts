// The server's read caches (server/core/cache.ts) must never show stale data or let a closed session read.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import type { LearnerSummary } from '../../../src/shared/references/types';
import { RESPONSES_MAX_BYTES, ServerCache } from '../../../server/core/cache';
import { WriteGeneration } from '../../../server/db/write-generation';
import { bearer, createTestApp, jsonBody, signIn, type TestApp } from '../helpers';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const LIST = '/api/learners?archived=0&itemsPerPage=5000&simplesearch=cachetest';

async function names(token: string): Promise<{ names: string[]; cache: string | null }> {
  const res = await t.app.request(LIST, bearer(token));
  assert.equal(res.status, 200);
  const body = (await res.json()) as HydraCollection<LearnerSummary>;
  return { names: body['hydra:member'].map((l) => l.lastName), cache: res.headers.get('X-Volant-Cache') };
}

test('a cached list is served again until a write, which the next read sees', async () => {
  const { token } = await signIn(t.app, 'gerant@volant.test');
  assert.deepEqual((await names(token)).names, []);
  assert.equal((await names(token)).cache, 'hit', 'the second identical read comes from the cache');
  const created = await t.app.request('/api/learners', jsonBody('POST', { firstName: 'Camille', lastName: 'Cachetest', agency: t.ids.centre.agencies.orleans }, token));
  assert.equal(created.status, 201);
  const afterWrite = await names(token);
  assert.deepEqual(afterWrite.names, ['Cachetest']);
  assert.equal(afterWrite.cache, null, 'recomputed after the write');
});

test('a write the API did not make (raw SQL, another tool) invalidates too', async () => {
  const { token } = await signIn(t.app, 'gerant@volant.test');
  await names(token);
  await sql`update learners set last_name = 'Cachetest-Bis' where last_name = 'Cachetest'`.execute(t.deps.db);
  assert.deepEqual((await names(token)).names, ['Cachetest-Bis']);
});

test('a closed session cannot read a cached answer', async () => {
  const { token } = await signIn(t.app, 'gerant@volant.test');
  await names(token);
  assert.equal((await names(token)).cache, 'hit');
  assert.equal((await t.app.request('/api/state-api/logout', bearer(token, { method: 'POST' }))).status, 204);
  assert.equal((await t.app.request(LIST, bearer(token))).status, 401);
});

test('the caller’s rights are read again after they change', async () => {
  const secretary = await signIn(t.app, 'secretariat@volant.test');
  const tours = t.ids.centre.agencies.tours;
  const toursOnly = `/api/learners?archived=0&agency=${tours}&itemsPerPage=1`;
  assert.equal(((await (await t.app.request(toursOnly, bearer(secretary.token))).json()) as HydraCollection<LearnerSummary>)['hydra:totalItems'], 0);
  await t.deps.db.insertInto('user_agencies').values({ user_id: secretary.user.id, agency_id: tours }).execute();
  const seen = (await (await t.app.request(toursOnly, bearer(secretary.token))).json()) as HydraCollection<LearnerSummary>;
  assert.ok(seen['hydra:totalItems'] > 0, 'the new agency is in scope at once');
});

test('sessions and rights stay cached across writes to other tables, and move with writes to theirs', async () => {
  const writes = t.deps.cache.writes;
  const { token, user } = await signIn(t.app, 'secretariat@volant.test');
  const access = writes.access;
  const created = await t.app.request('/api/learners', jsonBody('POST', { firstName: 'Sacha', lastName: 'Horscache', agency: t.ids.centre.agencies.orleans }, token));
  assert.equal(created.status, 201);
  assert.equal(writes.access, access, 'a new learner does not make the callers’ rights be read again');
  assert.ok(t.deps.cache.access.get(String(user.id), Date.now()), 'the caller’s rights are still cached');

  await t.deps.db.updateTable('users').set({ phone: '0600000000' }).where('id', '=', user.id).execute();
  assert.ok(writes.access > access, 'a write to users moves the access generation');
  const moved = writes.access;
  await t.deps.db.deleteFrom('user_authorizations').where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('id', '=', -1)).execute();
  assert.ok(writes.access > moved, 'a write naming an access table anywhere moves it');
  const raw = writes.access;
  await sql`update learners set phone = phone where id = -1`.execute(t.deps.db);
  assert.ok(writes.access > raw, 'raw SQL may write anything: it moves it too');

  await sql`update users set archived = 1 where id = ${user.id}`.execute(t.deps.db);
  assert.equal((await t.app.request(LIST, bearer(token))).status, 401, 'an archived user is refused at the next request');
  await sql`update users set archived = 0 where id = ${user.id}`.execute(t.deps.db);
});

test('an item is served again from the cache until it changes; no-cache asks for a fresh answer', async () => {
  const { token } = await signIn(t.app, 'gerant@volant.test');
  const created = await t.app.request('/api/learners', jsonBody('POST', { firstName: 'Inès', lastName: 'Itemcache', agency: t.ids.centre.agencies.orleans }, token));
  const { id } = (await created.json()) as { id: number };
  const read = async (headers: Record<string, string> = {}) => {
    const res = await t.app.request(`/api/learners/${id}`, bearer(token, { headers }));
    assert.equal(res.status, 200);
    return { phone: ((await res.json()) as { phone: string | null }).phone, cache: res.headers.get('X-Volant-Cache') };
  };
  assert.equal((await read()).cache, null);
  assert.equal((await read()).cache, 'hit');
  assert.equal((await read({ 'Cache-Control': 'no-cache' })).cache, null, 'no-cache is answered afresh');
  const patched = await t.app.request(`/api/learners/${id}`, jsonBody('PATCH', { phone: '0611223344' }, token));
  assert.equal(patched.status, 200);
  assert.deepEqual(await read(), { phone: '0611223344', cache: null });
});

test('an answer stored on its way out goes out whole, with the headers of the route and of the app', async () => {
  const { token } = await signIn(t.app, 'gerant@volant.test');
  const fresh = await t.app.request(LIST, bearer(token, { headers: { 'Cache-Control': 'no-cache' } }));
  const hit = await t.app.request(LIST, bearer(token));
  assert.equal(hit.headers.get('X-Volant-Cache'), 'hit');
  for (const res of [fresh, hit]) {
    assert.equal(res.status, 200);
    assert.match(res.headers.get('Content-Type') ?? '', /json/);
    assert.ok(res.headers.get('Content-Security-Policy'), 'the security headers are kept');
  }
  const body = await fresh.text();
  assert.equal((JSON.parse(body) as HydraCollection<LearnerSummary>)['@type'], 'hydra:Collection');
  assert.equal(await hit.text(), body, 'the stored answer is the one that went out');
});

test('while other instances’ writes cannot be heard (listener lost), the caches serve and keep nothing', async () => {
  const writes = t.deps.cache.writes;
  const { token } = await signIn(t.app, 'gerant@volant.test');
  await names(token);
  assert.equal((await names(token)).cache, 'hit');
  writes.suspend();
  try {
    assert.equal((await names(token)).cache, null, 'nothing served');
    assert.equal((await names(token)).cache, null, 'nothing kept');
    assert.equal(t.deps.cache.sessions.get('any', Date.now()), undefined);
  } finally {
    writes.resume();
  }
  await names(token);
  assert.equal((await names(token)).cache, 'hit', 'cached again once listening');
});

test('answers cached for caller-chosen URLs stay within the byte budget (the oldest go first)', () => {
  const cache = new ServerCache(new WriteGeneration());
  const answer = { status: 200, body: new Uint8Array(1024 * 1024), contentType: 'application/ld+json' };
  const keys = Array.from({ length: 100 }, (_, i) => `1|http://localhost/api/learners?itemsPerPage=5000&x=${i}`);
  for (const key of keys) cache.responses.set(key, answer, cache.generation, 0);
  const kept = keys.filter((key) => cache.responses.get(key, 1) !== undefined);
  assert.ok(kept.length <= RESPONSES_MAX_BYTES / answer.body.byteLength, `${kept.length} answers of 1 MiB kept`);
  assert.ok(kept.includes(keys.at(-1)!), 'the latest answer is kept');
  assert.ok(!kept.includes(keys[0]!), 'the oldest answers went first');
  cache.responses.set('1|huge', { ...answer, body: new Uint8Array(RESPONSES_MAX_BYTES / 2) }, cache.generation, 0);
  assert.equal(cache.responses.get('1|huge', 1), undefined, 'an answer heavier than a quarter of the budget is not kept');
});
