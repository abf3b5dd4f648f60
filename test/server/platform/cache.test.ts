// The server's read caches (server/core/cache.ts) must never show stale data or let a closed session read.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import type { LearnerSummary } from '../../../src/shared/references/types';
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
