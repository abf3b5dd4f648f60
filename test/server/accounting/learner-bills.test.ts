import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Invoice, InvoiceDetails } from '../../../src/modules/invoices/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiAs, learnersOf, tvasOf, type Api } from './client';

// `GET /accounting/bills?learner={id}` (spec part 2 §4): a learner's invoices, for the record's tab « Factures ».
let t: TestApp;
let gerant: Api;
let port: Api;
let trainer: Api;
let orleans: number;
let learner: number;
let other: number;

before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  port = apiAs(t, (await signIn(t.app, 'gerant@port.test')).token);
  trainer = apiAs(t, (await signIn(t.app, 'formateur@volant.test')).token);
  orleans = t.ids.centre.agencies.orleans;
  [learner, other] = (await learnersOf(t, orleans, 12)).slice(10) as [number, number];
  const tva = (await tvasOf(t, orleans))['20']!;
  for (const who of [learner, learner, other]) {
    const res = await gerant.post<InvoiceDetails>('/accounting/invoices', { agency: orleans, learner: who, lines: [{ label: 'Leçon de conduite B (1 h)', quantity: 2, unitPrice: 50, tva }] });
    assert.equal(res.status, 201, JSON.stringify(res.body));
  }
});
after(() => t.close());

const bills = (api: Api, query: string) => api.get<HydraCollection<Invoice>>(`/accounting/bills${query}`);

test('lists the invoices of the learner named, and only them', async () => {
  const before = (await gerant.get<HydraCollection<Invoice>>(`/accounting/invoices?learner=${learner}&itemsPerPage=2000`)).body['hydra:totalItems'];
  const res = await bills(gerant, `?learner=${learner}&itemsPerPage=2000&order[createdAt]=desc`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const members = res.body['hydra:member'];
  assert.equal(res.body['hydra:totalItems'], before);
  assert.ok(members.length >= 2);
  assert.ok(members.every((invoice) => invoice.learner?.id === learner && invoice.kind === 'invoice' && invoice['@type'] === 'Invoice'));
  assert.ok(members.every((invoice) => invoice.totalPriceTtc >= 0));
});

test('the learner is required', async () => {
  for (const query of ['', '?learner=', '?learner=abc', `?learner=${learner}&learner=${other}`]) {
    const res = await bills(gerant, query);
    assert.equal(res.status, 422, query);
  }
});

test('scoped to the caller: another structure sees none of our learner’s invoices; a trainer is refused', async () => {
  const res = await bills(port, `?learner=${learner}`);
  assert.equal(res.status, 200);
  assert.equal(res.body['hydra:totalItems'], 0);
  assert.equal((await bills(trainer, `?learner=${learner}`)).status, 403);
});
