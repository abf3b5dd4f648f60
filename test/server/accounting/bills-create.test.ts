import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { InvoiceDetails } from '../../../src/modules/invoices/types';
import type { QuotationDetails } from '../../../src/modules/quotations/types';
import type { CreatedBill } from '../../../src/shared/accounting/bill-create';
import { BILL_STATUS } from '../../../src/shared/accounting/status';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiAs, learnersOf, type Api } from './client';

// `POST /accounting/bills` (spec part 1 §7): an empty draft quotation or invoice for a learner, in
// the learner's agency, started from the learner record.
let t: TestApp;
let gerant: Api;
let port: Api;
let trainer: Api;
let learner: number;
let blois: number;

before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  port = apiAs(t, (await signIn(t.app, 'gerant@port.test')).token);
  trainer = apiAs(t, (await signIn(t.app, 'formateur@volant.test')).token);
  blois = t.ids.centre.agencies.blois;
  [learner] = (await learnersOf(t, blois, 1)) as [number];
});
after(() => t.close());

test('a draft invoice for the learner, in the learner’s agency, readable as an invoice', async () => {
  const res = await gerant.post<CreatedBill>('/accounting/bills', { kind: 'invoice', learner });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.deepEqual([res.body.kind, res.body.status, res.body.number, res.body.agency.id, res.body.learner.id], ['invoice', BILL_STATUS.draft, null, blois, learner]);
  assert.equal(res.body['@id' as keyof CreatedBill], `/api/accounting/invoices/${res.body.id}`);
  const invoice = await gerant.get<InvoiceDetails>(`/accounting/invoices/${res.body.id}`);
  assert.equal(invoice.status, 200);
  assert.equal(invoice.body.learner?.id, learner);
  assert.equal(invoice.body.lines.length, 0);
});

test('a draft quotation is numbered at once', async () => {
  const res = await gerant.post<CreatedBill>('/accounting/bills', { kind: 'quotation', learner, title: 'Permis B' });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.ok(res.body.number);
  const quotation = await gerant.get<QuotationDetails>(`/accounting/quotations/${res.body.id}`);
  assert.deepEqual([quotation.status, quotation.body.title], [200, 'Permis B']);
});

test('refused: an unknown kind, another structure’s learner, a trainer without the permission', async () => {
  assert.equal((await gerant.post('/accounting/bills', { kind: 'credit_note', learner })).status, 422);
  assert.equal((await port.post('/accounting/bills', { kind: 'invoice', learner })).status, 422);
  assert.equal((await trainer.post('/accounting/bills', { kind: 'invoice', learner })).status, 403);
});
