// The answer check of the test helper (test/server/answer-check.ts) fails a test on an answer that
// does not match its route's declared output, and lets a matching one through.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../server/core/env';
import { handleApiError } from '../../../server/core/errors';
import { itemRoute } from '../../../server/core/routes/declare';
import { declaredRouter } from '../../../server/core/routes/mount';
import { checkDeclaredAnswers } from '../answer-check';

const pet = z.strictObject({ id: z.number().int(), name: z.string() });

function appAnswering(answer: Record<string, unknown>) {
  const route = itemRoute({
    method: 'GET',
    path: '/pets/{id}',
    access: 'public',
    hydraClass: 'Pet',
    summary: 'Reads a pet.',
    output: pet,
    handle: async ({ id }) => ({ '@id': `/api/pets/${id()}`, '@type': 'Pet', ...answer }),
  });
  const api = new Hono<AppEnv>();
  api.route('/', declaredRouter([route]));
  api.onError(handleApiError);
  const app = new Hono<AppEnv>();
  app.route('/api', api);
  checkDeclaredAnswers(app, [route]);
  return app;
}

test('an answer matching the declaration passes, with its @context', async () => {
  const res = await appAnswering({ id: 3, name: 'Rex' }).request('/api/pets/3');
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { '@context': '/api/contexts/Pet', '@id': '/api/pets/3', '@type': 'Pet', id: 3, name: 'Rex' });
});

test('an answer with an undeclared field, or a field of the wrong type, fails the request', async () => {
  await assert.rejects(async () => appAnswering({ id: 3, name: 'Rex', secret: 'x' }).request('/api/pets/3'), /answered outside its declaration/);
  await assert.rejects(async () => appAnswering({ id: '3', name: 'Rex' }).request('/api/pets/3'), /id:/);
});

test('a typed id parameter refuses what is not an id (404, never the handler)', async () => {
  const res = await appAnswering({ id: 3, name: 'Rex' }).request('/api/pets/abc');
  assert.equal(res.status, 404);
});
