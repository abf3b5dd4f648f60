import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { ReviewSolution } from '../../../src/shared/session/review-solution';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiAs, type Api } from '../accounting/client';

// `GET /review/solution?structure={id}` (spec part 2 §7): the structure's avisSolution as it is now.
let t: TestApp;
let gerant: Api;
let trainer: Api;

before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  trainer = apiAs(t, (await signIn(t.app, 'julie.moreau@volant.test')).token);
});
after(() => t.close());

test('answers the structure’s current flag, not the session’s copy', async () => {
  const structure = t.ids.centre.structureId;
  const res = await gerant.get<ReviewSolution>(`/review/solution?structure=${structure}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.deepEqual([res.body.structure, res.body.avisSolution], [structure, false]);
  await t.deps.db.updateTable('structures').set({ avis_solution: 1 }).where('id', '=', structure).execute();
  assert.equal((await trainer.get<ReviewSolution>('/review/solution')).body.avisSolution, true);
  await t.deps.db.updateTable('structures').set({ avis_solution: 0 }).where('id', '=', structure).execute();
});

test('another structure is unknown; no token, no answer', async () => {
  assert.equal((await gerant.get(`/review/solution?structure=${t.ids.port.structureId}`)).status, 404);
  assert.equal((await apiAs(t, null).get('/review/solution')).status, 401);
});
