import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Learner } from '../../../src/modules/learners/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

// `GET /learner/bill?agency.id={id}` (spec part 1 §4): whom a quotation or an invoice of an agency may be addressed to.
let t: TestApp;
let gerant: string;
let trainer: string;
let port: string;
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  trainer = (await signIn(t.app, 'formateur@volant.test')).token;
  port = (await signIn(t.app, 'gerant@port.test')).token;
});
after(() => t.close());

const get = (token: string, query: string) => t.app.request(`/api/learner/bill${query}`, bearer(token));

test('the non-archived learners of the agency named, searchable', async () => {
  const orleans = t.ids.centre.agencies.orleans;
  const archived = await t.deps.db.selectFrom('learners').select('id').where('agency_id', '=', orleans).where('archived', '=', 0).executeTakeFirstOrThrow();
  await t.deps.db.updateTable('learners').set({ archived: 1 }).where('id', '=', archived.id).execute();
  const expected = await t.deps.db.selectFrom('learners').select((eb) => eb.fn.countAll<number>().as('n')).where('agency_id', '=', orleans).where('archived', '=', 0).executeTakeFirstOrThrow();
  const res = await get(gerant, `?agency.id=${orleans}&itemsPerPage=2000`);
  assert.equal(res.status, 200);
  const body = (await res.json()) as HydraCollection<Learner>;
  assert.equal(body['hydra:totalItems'], Number(expected.n));
  assert.ok(body['hydra:member'].every((learner) => learner.agency.id === orleans && !learner.archived));
  assert.ok(!body['hydra:member'].some((learner) => learner.id === archived.id));
  const first = body['hydra:member'][0]!;
  const found = (await (await get(gerant, `?agency.id=${orleans}&simplesearch=${encodeURIComponent(first.lastName)}`)).json()) as HydraCollection<Learner>;
  assert.ok(found['hydra:member'].some((learner) => learner.id === first.id));
});

test('agency.id is required and must be one of the caller’s agencies; a trainer is refused', async () => {
  const orleans = t.ids.centre.agencies.orleans;
  for (const query of ['', '?agency.id=', '?agency.id=x', `?agency=${orleans}`]) assert.equal((await get(gerant, query)).status, 422, query);
  assert.equal((await get(port, `?agency.id=${orleans}`)).status, 422);
  assert.equal((await get(trainer, `?agency.id=${orleans}`)).status, 403);
});
