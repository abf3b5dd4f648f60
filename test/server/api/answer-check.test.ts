// The answer check of the test helper (test/server/answer-check.ts) fails a test on an answer that
// /api/docs.json does not describe (a member, a status, a media type), checked by ajv against the
// published document, and lets a matching one through.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Hono } from 'hono';
import { z } from 'zod';
import { selfDescriptionRoutes } from '../../../server/core/docs/routes';
import type { AppEnv } from '../../../server/core/env';
import { conflict, handleApiError } from '../../../server/core/errors';
import { itemRoute, rawRoute } from '../../../server/core/routes/declare';
import { declaredRouter } from '../../../server/core/routes/mount';
import { checkDocumentedAnswers } from '../answer-check';

const pet = z.strictObject({ id: z.number().int(), name: z.string() });

function appAnswering(answer: Record<string, unknown>) {
  const routes = [
    itemRoute({
      method: 'GET',
      path: '/pets/{id}',
      access: 'public',
      hydraClass: 'Pet',
      summary: 'Reads a pet.',
      output: pet,
      handle: async ({ id }) => {
        if (id() === 9) throw conflict('Ce chien est ailleurs.');
        return { '@id': `/api/pets/${id()}`, '@type': 'Pet', ...answer };
      },
    }),
    rawRoute({
      method: 'GET',
      path: '/pets/{id}/photo',
      access: 'public',
      hydraClass: 'Pet',
      summary: 'A pet’s photo.',
      mediaType: 'image/png',
      handle: (_, c) => c.text('not a png'),
    }),
  ];
  const api = new Hono<AppEnv>();
  api.route('/', declaredRouter([...routes, ...selfDescriptionRoutes(routes)]));
  api.onError(handleApiError);
  const app = new Hono<AppEnv>();
  app.route('/api', api);
  checkDocumentedAnswers(app);
  return app;
}

test('an answer matching /api/docs.json passes, with its @context', async () => {
  const res = await appAnswering({ id: 3, name: 'Rex' }).request('/api/pets/3');
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { '@context': '/api/contexts/Pet', '@id': '/api/pets/3', '@type': 'Pet', id: 3, name: 'Rex' });
});

test('an undeclared member or a member of the wrong type fails the request, naming route, status and error', async () => {
  await assert.rejects(async () => appAnswering({ id: 3, name: 'Rex', secret: 'x' }).request('/api/pets/3'), /GET \/api\/pets\/\{id\} 200 application\/json: .*additionalProperty.*secret/);
  await assert.rejects(async () => appAnswering({ id: '3', name: 'Rex' }).request('/api/pets/3'), /\/id must be integer/);
});

test('a status or a media type the document does not state fails the request', async () => {
  await assert.rejects(async () => appAnswering({ id: 3, name: 'Rex' }).request('/api/pets/9'), /GET \/api\/pets\/\{id\}: status 409 is not documented/);
  await assert.rejects(async () => appAnswering({ id: 3, name: 'Rex' }).request('/api/pets/3/photo'), /content type text\/plain is not documented \(image\/png\)/);
});

test('a typed id parameter refuses what is not an id (404, never the handler)', async () => {
  const res = await appAnswering({ id: 3, name: 'Rex' }).request('/api/pets/abc');
  assert.equal(res.status, 404);
});
