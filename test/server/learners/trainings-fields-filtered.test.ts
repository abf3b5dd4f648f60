import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import type { TrainingField } from '../../../src/shared/references/types';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiAs, type Api } from '../accounting/client';

// `GET /onboardings/trainings-fields-filtered` (spec part 2 §7): the specialities of the trainings an
// agency offers (its onboarding), for the learner training forms; 3000 per page.
let t: TestApp;
let gerant: Api;
let port: Api;
let orleans: number;

before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  port = apiAs(t, (await signIn(t.app, 'gerant@port.test')).token);
  orleans = t.ids.centre.agencies.orleans;
});
after(() => t.close());

const filtered = (api: Api, query = '') => api.get<HydraCollection<TrainingField>>(`/onboardings/trainings-fields-filtered${query}`);
const codes = (body: HydraCollection<TrainingField>) => [...new Set(body['hydra:member'].map((f) => f.trainingCode))].sort();

test('only the specialities of the trainings the agency offers, following its onboarding', async () => {
  const all = await gerant.get<HydraCollection<TrainingField>>('/educations/training_fields?itemsPerPage=3000');
  assert.ok(codes(all.body).length > 3, 'the reference data covers more trainings than the agency offers');
  const res = await filtered(gerant, `?agency=${orleans}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.deepEqual(codes(res.body), ['A1', 'A2', 'B']);
  assert.ok(res.body['hydra:member'].every((f) => f['@type'] === 'TrainingField'));

  const b = await t.deps.db.selectFrom('trainings').select('id').where('code', '=', 'B').executeTakeFirstOrThrow();
  assert.equal((await gerant.post('/onboardings/training', { agency: orleans, trainings: [b.id] })).status, 200);
  assert.deepEqual(codes((await filtered(gerant, `?agency=${orleans}`)).body), ['B']);
  assert.deepEqual(codes((await filtered(gerant, `?agency=${orleans}&training.code=A1`)).body), []);
});

test('3000 per page by default; without agency, the caller’s agencies; another structure’s agency is unknown', async () => {
  const res = await filtered(gerant);
  assert.equal(res.status, 200);
  assert.ok(res.body['hydra:totalItems'] <= 3000 && res.body['hydra:member'].length === res.body['hydra:totalItems']);
  assert.ok(codes(res.body).includes('A1'), 'Blois still offers A1');
  assert.equal((await filtered(port, `?agency=${orleans}`)).status, 404);
  assert.equal((await filtered(gerant, '?agency=abc')).status, 422);
});
