// Issue 41, the learner API: every /api/me answer is the signed-in learner's own — his record, lessons,
// contracts, documents, invoices and receipts, the staff's balance and hours — and another learner's
// ids answer 404. The staff's tokens do not open it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import type { MeContract, MeDocument, MeInvoice, MeMissing, MeSchedule, MeSlot } from '../../../src/shared/learner-space/schema';
import { DEMO_LEARNER_ACCOUNTS } from '../../../server/seed/learner-accounts';
import { bearer, createTestApp, signIn, tinyPdf, type TestApp } from '../helpers';

let t: TestApp;
let staff: string;
const learners = { toSign: { id: 0, token: '' }, signed: { id: 0, token: '' } };

before(async () => {
  t = await createTestApp();
  staff = (await signIn(t.app, 'gerant@volant.test')).token;
  for (const key of ['toSign', 'signed'] as const) {
    const email = DEMO_LEARNER_ACCOUNTS[key];
    const account = await t.deps.db.selectFrom('users').select('learner_id').where('email', '=', email).executeTakeFirstOrThrow();
    learners[key] = { id: account.learner_id!, token: (await signIn(t.app, email)).token };
  }
});
after(() => t.close());

const get = async <T>(path: string, token: string): Promise<T> => {
  const res = await t.app.request(path, bearer(token));
  assert.equal(res.status, 200, `${path}: ${res.status} ${await res.clone().text()}`);
  return (await res.json()) as T;
};

test('the demo learners: one has a contract to sign, the other a signed contract and lessons booked', async () => {
  const toSign = await get<HydraCollection<MeContract>>('/api/me/contracts', learners.toSign.token);
  assert.ok(toSign['hydra:member'].some((c) => c.status === 'validated' && c.signedAt === null));
  const signed = await get<HydraCollection<MeContract>>('/api/me/contracts', learners.signed.token);
  assert.ok(signed['hydra:member'].some((c) => c.status === 'signed'));
  const slots = await get<HydraCollection<MeSlot>>('/api/me/slots', learners.signed.token);
  assert.ok(slots['hydra:totalItems'] > 0);
  // Every slot listed is one he is on.
  const his = await t.deps.db.selectFrom('planning_slot_learners').select('slot_id').where('learner_id', '=', learners.signed.id).execute();
  for (const slot of slots['hydra:member']) assert.ok(his.some((h) => h.slot_id === slot.id), `slot ${slot.id}`);
  const pdf = await t.app.request(toSign['hydra:member'][0]!.pdf, bearer(learners.toSign.token));
  assert.equal(pdf.status, 200);
  assert.equal(pdf.headers.get('content-type'), 'application/pdf');
});

test('his balance, schedule and hours are the ones the staff see', async () => {
  for (const learner of Object.values(learners)) {
    const schedule = await get<MeSchedule>('/api/me/schedule', learner.token);
    const staffBalance = await get<{ balance: MeSchedule['balance'] }>(`/api/learner/balance/${learner.id}`, staff);
    assert.deepEqual(schedule.balance, staffBalance.balance);
    const items = schedule.items.reduce((sum, i) => sum + Math.round(i.amount * 100), 0);
    assert.equal(items, Math.round(schedule.balance.owed * 100), 'the items add up to what he owes');
    const due = schedule.items.filter((i) => i.fallenDue).reduce((sum, i) => sum + Math.round(i.amount * 100), 0);
    assert.equal(due, Math.round(schedule.balance.due * 100), 'échu');
    const { '@id': _meId, '@type': _meType, ...hours } = await get<Record<string, unknown>>('/api/me/hours', learner.token);
    const { '@id': _id, '@type': _type, ...staffHours } = await get<Record<string, unknown>>(`/api/learner/hours/${learner.id}`, staff);
    assert.deepEqual(hours, staffHours);
  }
});

test('another learner’s documents, contracts, invoices and receipts answer 404', async () => {
  const other = learners.signed.id;
  const contract = await t.deps.db.selectFrom('learner_contracts').select('id').where('learner_id', '=', other).executeTakeFirstOrThrow();
  assert.equal((await t.app.request(`/api/me/contracts/${contract.id}/pdf`, bearer(learners.toSign.token))).status, 404);
  const invoice = await t.deps.db.selectFrom('bills').select('id').where('kind', '=', 'invoice').where('learner_id', '!=', learners.toSign.id).where('number', 'is not', null).executeTakeFirstOrThrow();
  assert.equal((await t.app.request(`/api/me/invoices/${invoice.id}/pdf`, bearer(learners.toSign.token))).status, 404);
  const payment = await t.deps.db
    .selectFrom('payments')
    .innerJoin('bills', 'bills.id', 'payments.bill_id')
    .select('payments.id')
    .where((eb) => eb.or([eb('bills.learner_id', '!=', learners.toSign.id), eb('bills.learner_id', 'is', null)]))
    .executeTakeFirstOrThrow();
  assert.equal((await t.app.request(`/api/me/receipts/${payment.id}/pdf`, bearer(learners.toSign.token))).status, 404);
  const document = await t.deps.db.selectFrom('documents').select('id').where('learner_id', '!=', learners.toSign.id).executeTakeFirstOrThrow();
  assert.equal((await t.app.request(`/api/me/documents/${document.id}/file`, bearer(learners.toSign.token))).status, 404);
  // His own lists name only his rows.
  const invoices = await get<HydraCollection<MeInvoice>>('/api/me/invoices?itemsPerPage=200', learners.signed.token);
  const mine = await t.deps.db.selectFrom('bills').select('id').where('learner_id', '=', learners.signed.id).execute();
  for (const i of invoices['hydra:member']) assert.ok(mine.some((m) => m.id === i.id));
  for (const i of invoices['hydra:member']) assert.equal((await t.app.request(i.pdf, bearer(learners.signed.token))).status, 200);
});

test('he gives a missing document from his phone, and the school sees it on his record', async () => {
  const token = learners.toSign.token;
  const before = await get<MeMissing>('/api/me/documents/missing', token);
  const wanted = before.missing[0];
  assert.ok(wanted, 'a requested document is missing');
  const form = new FormData();
  form.set('documentType', wanted.code);
  form.set('file', new File([tinyPdf()], 'piece.pdf', { type: 'application/pdf' }));
  const res = await t.app.request('/api/me/documents', bearer(token, { method: 'POST', body: form }));
  assert.equal(res.status, 201, await res.clone().text());
  const created = (await res.json()) as MeDocument;
  assert.equal(created.type, wanted.code);
  const after = await get<MeMissing>('/api/me/documents/missing', token);
  assert.ok(!after.missing.some((m) => m.code === wanted.code));
  assert.equal((await t.app.request(created.file, bearer(token))).status, 200);
  const staffList = await get<HydraCollection<{ id: number }>>(`/api/document/document-list?learner=${learners.toSign.id}`, staff);
  assert.ok(staffList['hydra:member'].some((d) => d.id === created.id));
  const other = new FormData();
  other.set('documentType', 'PERMIS');
  other.set('file', new File([tinyPdf()], 'x.pdf', { type: 'application/pdf' }));
  assert.equal((await t.app.request('/api/me/documents', bearer(token, { method: 'POST', body: other }))).status, 422);
});

test('the staff’s tokens do not open the learner API', async () => {
  for (const email of ['gerant@volant.test', 'admin@volant.test', 'formateur@volant.test']) {
    const token = (await signIn(t.app, email)).token;
    for (const path of ['/api/me', '/api/me/schedule', '/api/me/documents']) assert.equal((await t.app.request(path, bearer(token))).status, 403, `${email} ${path}`);
  }
});

test('signing out ends his session', async () => {
  const session = await signIn(t.app, DEMO_LEARNER_ACCOUNTS.signed);
  assert.equal((await t.app.request('/api/me/logout', bearer(session.token, { method: 'POST' }))).status, 204);
  assert.equal((await t.app.request('/api/me', bearer(session.token))).status, 401);
});
