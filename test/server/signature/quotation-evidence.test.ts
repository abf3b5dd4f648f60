// A quotation accepted on its public page gets the same kind of evidence as a signature (issue 41):
// who, when, the SHA-256 of the PDF the page served (kept), address and user agent, chained.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import { BILL_STATUS } from '../../../src/shared/accounting/status';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { readBytes } from '../../../server/storage/file-store';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('accepting a quotation on its public page records who, when, the PDF’s SHA-256, address and user agent', async () => {
  const today = new Date().toISOString().slice(0, 10);
  const quote = await t.deps.db
    .selectFrom('bills')
    .select(['id', 'uuid', 'number', 'customer_name'])
    .where('kind', '=', 'quotation')
    .where('structure_id', '=', t.ids.centre.structureId)
    .where('status', 'in', [BILL_STATUS.pending, BILL_STATUS.inProgress])
    .where('uuid', 'is not', null)
    .where((eb) => eb.or([eb('validity_date', 'is', null), eb('validity_date', '>=', today)]))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  assert.equal((await t.app.request(`/api/accounting/quotations/${quote.id}/acceptance-evidence`, bearer(gerant))).status, 404, 'none before the acceptance');
  const accept = await t.app.request('/api/accounting/public/validation-bills', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': 'VolantTest/quotation' },
    body: JSON.stringify({ uuid: quote.uuid }),
  });
  assert.equal(accept.status, 200, await accept.clone().text());
  const res = await t.app.request(`/api/accounting/quotations/${quote.id}/acceptance-evidence`, bearer(gerant));
  assert.equal(res.status, 200);
  const evidence = (await res.json()) as { steps: { step: string; at: string; ipAddress: string; userAgent: string; data: { who: { name: string }; pdfSha256: string; pdfKey: string } }[]; chainIntact: boolean };
  const [step] = evidence.steps;
  assert.equal(step?.step, 'quotation-accepted');
  assert.equal(step.userAgent, 'VolantTest/quotation');
  assert.ok(step.ipAddress);
  assert.equal(step.data.who.name, quote.customer_name);
  const kept = await readBytes(t.deps.files, step.data.pdfKey);
  assert.equal(createHash('sha256').update(kept).digest('hex'), step.data.pdfSha256);
  assert.equal(evidence.chainIntact, true);
  const port = (await signIn(t.app, 'gerant@port.test')).token;
  assert.equal((await t.app.request(`/api/accounting/quotations/${quote.id}/acceptance-evidence`, bearer(port))).status, 404);
});
