// Retries without duplicates: POSTs carrying an Idempotency-Key (IETF httpapi draft) run once per
// key and user; the answer is kept in the database, so any instance replays it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Hono } from 'hono';
import type { ErrorBody } from '../../../src/shared/api/hydra';
import { createApiClient } from '../../../src/shared/api/client';
import { createApp } from '../../../server/app';
import type { AppEnv } from '../../../server/core/env';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_TTL_MS } from '../../../server/core/idempotency';
import { bearer, createTestApp, jsonBody, signIn, tinyPdf, type TestApp } from '../helpers';

let t: TestApp;
let other: Hono<AppEnv>;
let gerant: string;
let secretariat: string;
let agency: string;
before(async () => {
  t = await createTestApp();
  other = createApp({ ...t.deps });
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  secretariat = (await signIn(t.app, 'secretariat@volant.test')).token;
  agency = `/api/agencies/${t.ids.centre.agencies.orleans}`;
});
after(() => t.close());

const KEY = '"4f0e3b1a-6c2d-4e8f-9a7b-1c2d3e4f5a6b"';
const withKey = (init: RequestInit, key: string): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), 'Idempotency-Key': key } });
const createRate = (app: Hono<AppEnv>, body: object, key: string, token = gerant) => app.request('/api/billing/tvas', withKey(jsonBody('POST', body, token), key));
const ratesLabelled = async (label: string) => (await t.deps.db.selectFrom('tvas').select('id').where('label', '=', label).execute()).length;

describe('Idempotency-Key on POST', () => {
  test('a create whose answer was lost, sent again by the app’s client with the same key, creates one row and gets the same answer', async () => {
    // A transport that sends each request twice and drops the first answer (a cut connection after
    // the server committed), as a proxy or a network stack retrying the same request would.
    let dropped = 0;
    const lossy: typeof fetch = async (input, init) => {
      const url = new URL(String(input)).pathname;
      const first = await t.app.request(url, init);
      await first.body?.cancel();
      dropped += 1;
      return other.request(url, init);
    };
    const client = createApiClient({ baseUrl: 'http://localhost/api', fetch: lossy, auth: { getToken: () => gerant, refresh: () => Promise.reject(new Error('no')), clear: () => undefined } });
    const created = await client.post<{ id: number; label: string }>('/billing/tvas', { label: 'TVA perdue', rate: 2.1, agency });
    assert.equal(dropped, 1);
    assert.equal(created.label, 'TVA perdue');
    assert.equal(await ratesLabelled('TVA perdue'), 1);
  });

  test('the same key and body replay status, headers and body on another instance; another body is 422; nothing is created twice', async () => {
    const body = { label: 'TVA rejouée', rate: 2.2, agency };
    const first = await createRate(t.app, body, KEY);
    assert.equal(first.status, 201);
    const firstBody = await first.text();
    const again = await createRate(other, body, KEY);
    assert.equal(again.status, 201);
    assert.equal(again.headers.get('content-type'), first.headers.get('content-type'));
    assert.equal(await again.text(), firstBody);
    assert.equal(await ratesLabelled('TVA rejouée'), 1);

    const changed = await createRate(t.app, { ...body, label: 'TVA changée' }, KEY);
    assert.equal(changed.status, 422);
    assert.equal(((await changed.json()) as ErrorBody).detail, IDEMPOTENCY_MESSAGES.reused);
    assert.equal(await ratesLabelled('TVA changée'), 0);

    // Keys are per user: another user's identical key is her own request, not a replay of the
    // manager's answer (her own is a refusal: a secretary may not create VAT rates).
    const secretary = await createRate(t.app, { ...body, label: 'TVA secrétariat', rate: 2.25 }, KEY, secretariat);
    assert.equal(secretary.status, 403, await secretary.clone().text());
  });

  test('an answer that was a refusal is replayed too', async () => {
    const key = '"refus-0123456789abcdef"';
    const refused = await createRate(t.app, { label: 'Négatif', rate: -1, agency }, key);
    assert.equal(refused.status, 422);
    const again = await createRate(other, { label: 'Négatif', rate: -1, agency }, key);
    assert.equal(again.status, 422);
    assert.deepEqual(await again.json(), await refused.json());
  });

  test('concurrent duplicates wait for the first one and get its answer: one row, every answer the same 201', async () => {
    const racing = { label: 'TVA concurrente', rate: 2.4, agency };
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => createRate(i % 2 ? other : t.app, racing, '"course-0123456789abcdef"')));
    const bodies = await Promise.all(answers.map((r) => r.text()));
    assert.deepEqual(
      answers.map((r) => r.status),
      Array.from({ length: 8 }, () => 201),
      bodies.join('\n'),
    );
    assert.equal(new Set(bodies).size, 1);
    assert.equal(await ratesLabelled('TVA concurrente'), 1);
  });

  test('a malformed key is 400 and runs nothing', async () => {
    for (const key of ['sans-guillemets-0123456789', '"court"', '"espace interdite 0123456789"', `"${'x'.repeat(256)}"`, '"a-0123456789abcdef", "b-0123456789abcdef"']) {
      const res = await createRate(t.app, { label: 'TVA clé invalide', rate: 2.5, agency }, key);
      assert.equal(res.status, 400, key);
      assert.equal(((await res.json()) as ErrorBody).detail, IDEMPOTENCY_MESSAGES.malformed);
    }
    assert.equal(await ratesLabelled('TVA clé invalide'), 0);
  });

  test('a multipart upload sent again (a new boundary) is the same request', async () => {
    const learner = await t.deps.db.selectFrom('learners').select('id').where('structure_id', '=', t.ids.centre.structureId).where('agency_id', '=', t.ids.centre.agencies.orleans).where('archived', '=', 0).executeTakeFirstOrThrow();
    const type = await t.deps.db.selectFrom('document_types').select('id').where('code', '=', 'IDENTITE').executeTakeFirstOrThrow();
    const form = () => {
      const data = new FormData();
      data.set('learner', String(learner.id));
      data.set('documentType', String(type.id));
      data.set('title', 'Pièce envoyée deux fois');
      data.set('file', new File([tinyPdf()], 'piece.pdf', { type: 'application/pdf' }));
      return data;
    };
    const send = () => t.app.request('/api/document/document-upload', withKey(bearer(gerant, { method: 'POST', body: form() }), '"televersement-0123456789"'));
    const first = await send();
    assert.equal(first.status, 201);
    const again = await send();
    assert.equal(again.status, 201);
    assert.deepEqual(await again.json(), await first.json());
    assert.equal((await t.deps.db.selectFrom('documents').select('id').where('title', '=', 'Pièce envoyée deux fois').execute()).length, 1);
  });

  test('a key is kept 24 hours', async () => {
    const key = '"expire-0123456789abcdef"';
    assert.equal((await createRate(t.app, { label: 'TVA J', rate: 2.6, agency }, key)).status, 201);
    t.clock.advance(IDEMPOTENCY_TTL_MS / 1000 - 60);
    const token = (await signIn(t.app, 'gerant@volant.test')).token;
    assert.equal((await createRate(t.app, { label: 'TVA J+1', rate: 2.7, agency }, key, token)).status, 422);
    t.clock.advance(61);
    assert.equal((await createRate(t.app, { label: 'TVA J+1', rate: 2.7, agency }, key, token)).status, 201);
  });
});
