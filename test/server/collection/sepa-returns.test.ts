// R-transactions (issue 42): the bank's payment status report (pain.002) of a batch. A collection
// rejected for insufficient funds (AM04) is presented again in the next batch; one rejected because
// the debtor died (MD07) revokes its mandate and stays overdue; reading the report twice changes nothing.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { ReturnAnswer } from '../../../src/modules/collection/schema';
import type { SepaBatch, SepaMandate } from '../../../src/modules/collection/types';
import { plusDays } from '../../../src/shared/i18n/calendar-lite';
import { instalment, mandatePayload, schemaErrors, sepaContext, type SepaContext } from './fixtures';
import { statusReport } from './pain002';

let c: SepaContext;
let work: string;

before(async () => {
  c = await sepaContext(2);
  work = mkdtempSync(join(tmpdir(), 'volant-sepa-returns-'));
});

after(async () => {
  rmSync(work, { recursive: true, force: true });
  await c.t.close();
});

test('rejects from the bank: AM04 presented again, MD07 left overdue with its mandate revoked, the same report twice records nothing new', async () => {
  const [a, b] = c.learners as [number, number];
  const ofA = await instalment(c, a, 'Échéance 1/3 — 390,00 €', plusDays(c.today, -3), 39000);
  const ofB = await instalment(c, b, 'Échéance 1/2 — 450,50 €', plusDays(c.today, -3), 45050);
  for (const [learner, reference] of [[a, 'RUM-A'], [b, 'RUM-B']] as const) {
    assert.equal((await c.gerant.post('/accounting/sepa-mandates', mandatePayload(c, learner, { reference }))).status, 201);
  }
  const batch = await c.gerant.post<SepaBatch>('/accounting/sepa-batches', { agency: c.orleans, collectionDate: plusDays(c.today, 14) });
  assert.equal(batch.status, 201, JSON.stringify(batch.body));
  const items = await c.t.deps.db.selectFrom('sepa_batch_items').select(['deadline_id', 'end_to_end_id']).where('batch_id', '=', batch.body.id).execute();
  const e2e = (deadline: number) => items.find((i) => i.deadline_id === deadline)!.end_to_end_id;
  const report = statusReport(c.today, batch.body.messageId, [
    { endToEndId: e2e(ofA), reason: 'AM04' },
    { endToEndId: e2e(ofB), reason: 'MD07' },
    { endToEndId: 'SOMEONE-ELSES-1', reason: 'AM04' },
  ]);

  const first = await c.secretariat.post<ReturnAnswer>('/accounting/sepa-returns', { file: report });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.deepEqual(first.body, { rejected: 2, represented: 1, overdue: 1, unknown: ['SOMEONE-ELSES-1'] });
  const again = await c.secretariat.post<ReturnAnswer>('/accounting/sepa-returns', { file: report });
  assert.deepEqual(again.body, { rejected: 0, represented: 0, overdue: 0, unknown: ['SOMEONE-ELSES-1'] });

  const mandateOfB = (await c.gerant.get<{ 'hydra:member': SepaMandate[] }>(`/accounting/sepa-mandates?learner=${b}`)).body['hydra:member'][0]!;
  assert.equal(mandateOfB.status, 'revoked');
  const stillOwed = await c.t.deps.db.selectFrom('learner_payment_deadlines').select(['paid_at', 'due_date']).where('id', '=', ofB).executeTakeFirstOrThrow();
  assert.equal(stillOwed.paid_at, null, 'the rejected instalment is still owed');
  assert.ok(stillOwed.due_date <= c.today, 'and fallen due: overdue in the balance');

  // The next batch presents A's instalment again, still as a first collection (the rejected one does not count); B's is not.
  const next = await c.gerant.post<SepaBatch>('/accounting/sepa-batches', { agency: c.orleans, collectionDate: plusDays(c.today, 15) });
  assert.equal(next.status, 201, JSON.stringify(next.body));
  const nextItems = await c.t.deps.db.selectFrom('sepa_batch_items').select(['deadline_id', 'sequence_type']).where('batch_id', '=', next.body.id).execute();
  assert.deepEqual(nextItems, [{ deadline_id: ofA, sequence_type: 'FRST' }]);
  const xml = Buffer.from((await c.gerant.get(`/accounting/sepa-batches/${next.body.id}/pain008`)).bytes).toString('utf8');
  assert.equal(schemaErrors(work, xml), '');
});

test('a file that is not a pain.002 is refused on its field', async () => {
  const refused = await c.gerant.post<{ violations: Array<{ propertyPath: string }> }>('/accounting/sepa-returns', { file: '<Document><CstmrDrctDbtInitn/></Document>' });
  assert.equal(refused.status, 422);
  assert.deepEqual(refused.body.violations.map((v) => v.propertyPath), ['file']);
});
