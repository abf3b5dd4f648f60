import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CreditNote, InvoiceDetails, Invoice, Payment } from '../../../src/modules/invoices/types';
import type { LedgerVerification } from '../../../src/modules/ledger/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import type { AuthContext } from '../../../server/core/env';
import type { ApiError } from '../../../server/core/errors';
import { getBill } from '../../../server/resources/bills/documents';
import { pdfPlainText } from '../../../cli/smoke/pdf-text';
import { createCreditNoteTx } from '../../../server/resources/invoices/operations';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiAs, learnersOf, tvasOf, type Api } from './client';

let t: TestApp;
let gerant: Api;
let secretariat: Api;
let port: Api;
let orleans: number;
let learners: number[];
let tva: Record<string, number>;

before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  secretariat = apiAs(t, (await signIn(t.app, 'secretariat@volant.test')).token);
  port = apiAs(t, (await signIn(t.app, 'gerant@port.test')).token);
  orleans = t.ids.centre.agencies.orleans;
  learners = await learnersOf(t, orleans, 12);
  tva = await tvasOf(t, orleans);
});
after(() => t.close());

const lines = [
  { label: 'Leçon de conduite B (1 h)', quantity: 10, unitPrice: 45.83, tva: tva_('20') },
  { label: 'Accès code en ligne (6 mois)', quantity: 1, unitPrice: 25, tva: tva_('20') },
];
function tva_(rate: string) {
  return () => tva[rate]!;
}
const resolved = () => lines.map((l) => ({ ...l, tva: l.tva() }));

async function draft(learner = learners[10]!) {
  const res = await gerant.post<InvoiceDetails>('/accounting/invoices', { agency: orleans, learner, lines: resolved() });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

async function validated(learner?: number) {
  const created = await draft(learner);
  const res = await gerant.post<InvoiceDetails>(`/accounting/invoices/${created.id}/validate`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
}

const sequence = (number: string | null) => Number(number?.split('-').at(-1));

describe('drafts', () => {
  test('create, edit lines and legal information, delete: only while a draft', async () => {
    const invoice = await draft();
    assert.equal(invoice.status, 0);
    assert.equal(invoice.number, null);
    assert.equal(invoice.totalPriceTtc, 579.96);
    const patched = await gerant.patch<InvoiceDetails>(`/accounting/invoices/${invoice.id}`, { lines: resolved().slice(0, 1) });
    assert.equal(patched.body.lines.length, 1);
    const info = await gerant.patch<InvoiceDetails>(`/accounting/invoices/update-information/${invoice.id}`, { customerAddress: '4 rue Jeanne d’Arc\n45000 Orléans', title: 'Leçons de conduite' });
    assert.equal(info.status, 200);
    assert.equal(info.body.customerAddress, '4 rue Jeanne d’Arc\n45000 Orléans');
    assert.equal((await gerant.delete(`/invoices/${invoice.id}`)).status, 204);
    assert.equal((await gerant.get(`/accounting/invoices/${invoice.id}`)).status, 404);
  });

  test('a draft cannot be paid, credited or e-mailed, and cannot be validated without lines', async () => {
    const invoice = await draft();
    assert.equal((await gerant.post('/accounting/payments', { invoice: invoice.id, amount: 10, method: 'cash', paidOn: '2020-01-01' })).status, 409);
    assert.equal((await gerant.post('/accounting/credit-notes', { invoice: invoice.id, reason: 'Erreur' })).status, 409);
    assert.equal((await gerant.post('/accounting/mail-accounting-attached-pdf', { document: 'invoice', id: invoice.id })).status, 409);
    const empty = await gerant.post<InvoiceDetails>('/accounting/invoices', { agency: orleans, learner: learners[10] });
    const res = await gerant.post(`/accounting/invoices/${empty.body.id}/validate`);
    assert.equal(res.status, 422);
    assert.equal(res.body.violations?.[0]?.propertyPath, 'lines');
  });
});

describe('validation (NF525)', () => {
  test('numbers invoices in sequence with no gap, even when validated at the same time', async () => {
    const drafts = await Promise.all([draft(), draft(), draft(), draft()]);
    const results = await Promise.all(drafts.map((d) => gerant.post<InvoiceDetails>(`/accounting/invoices/${d.id}/validate`)));
    assert.ok(results.every((r) => r.status === 200));
    const all = await t.deps.db.selectFrom('bills').select(['number', 'sequence']).where('kind', '=', 'invoice').where('structure_id', '=', t.ids.centre.structureId).where('number', 'is not', null).orderBy('sequence').execute();
    assert.deepEqual(all.map((r) => r.sequence), all.map((_, i) => i + 1));
    assert.deepEqual(all.map((r) => sequence(r.number)), all.map((_, i) => i + 1));
    for (const r of results) assert.match(r.body.number ?? '', /^F-\d{4}-\d{5}$/);
    assert.ok(results.every((r) => r.body.status === 5 && r.body.dueDate !== null));
  });

  test('a validated invoice can no longer be changed or deleted, and nothing changes when refused', async () => {
    const invoice = await validated();
    const attempts = [
      await gerant.patch(`/accounting/invoices/${invoice.id}`, { lines: resolved().slice(0, 1) }),
      await gerant.patch(`/accounting/invoices/update-information/${invoice.id}`, { title: 'Autre objet' }),
      await gerant.post(`/accounting/invoices/${invoice.id}/validate`),
      await gerant.delete(`/invoices/${invoice.id}`),
    ];
    assert.deepEqual(attempts.map((a) => a.status), [409, 409, 409, 409]);
    assert.match(attempts[0]!.body.detail ?? '', /avoir/);
    const after = await gerant.get<InvoiceDetails>(`/accounting/invoices/${invoice.id}`);
    assert.deepEqual(after.body.lines, invoice.lines);
    assert.equal(after.body.title, invoice.title);
    assert.equal(after.body.number, invoice.number);
  });

  test('the secretary cannot validate; another structure cannot see the invoice', async () => {
    const invoice = await draft();
    assert.equal((await secretariat.post(`/accounting/invoices/${invoice.id}/validate`)).status, 403);
    assert.equal((await port.get(`/accounting/invoices/${invoice.id}`)).status, 404);
    assert.equal((await port.post('/accounting/payments', { invoice: invoice.id, amount: 1, method: 'cash', paidOn: '2020-01-01' })).status, 404);
  });
});

describe('payments and credit notes', () => {
  test('payments move the invoice to partial then paid, each with a numbered receipt; overpaying is refused', async () => {
    const invoice = await validated();
    const today = new Date().toISOString().slice(0, 10);
    const first = await secretariat.post<Payment>('/accounting/payments', { invoice: invoice.id, amount: 200, method: 'cheque', paidOn: today, reference: 'Chèque n° 1234567' });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    assert.match(first.body.receiptNumber, /^R-\d{4}-\d{5}$/);
    assert.equal((await gerant.get<InvoiceDetails>(`/accounting/invoices/${invoice.id}`)).body.status, 6);
    const over = await gerant.post('/accounting/payments', { invoice: invoice.id, amount: 1000, method: 'card', paidOn: today });
    assert.equal(over.status, 422);
    assert.equal(over.body.violations?.[0]?.propertyPath, 'amount');
    const bad = await gerant.post('/accounting/payments', { invoice: invoice.id, amount: -5, method: 'card', paidOn: today });
    assert.equal(bad.status, 422);
    const rest = await gerant.post<Payment>('/accounting/payments', { invoice: invoice.id, amount: 379.96, method: 'card', paidOn: today });
    assert.equal(rest.status, 201);
    assert.equal(sequence(rest.body.receiptNumber), sequence(first.body.receiptNumber) + 1);
    const paid = await gerant.get<InvoiceDetails>(`/accounting/invoices/${invoice.id}`);
    assert.equal(paid.body.status, 7);
    assert.equal(paid.body.remaining, 0);
    assert.equal(paid.body.payments.length, 2);
    assert.equal((await gerant.post('/accounting/payments', { invoice: invoice.id, amount: 1, method: 'card', paidOn: today })).status, 409);

    const receipt = await gerant.get(`/accounting/payments/${first.body.id}/receipt`);
    assert.equal(receipt.status, 200);
    const text = pdfPlainText(receipt.bytes);
    assert.ok(text.includes(`Reçu n° ${first.body.receiptNumber}`));
    assert.ok(text.includes('Chèque'));
    assert.ok(text.includes(`facture n° ${invoice.number}`));
    const listed = await gerant.get<HydraCollection<Payment>>(`/accounting/payments?invoice=${invoice.id}`);
    assert.equal(listed.body['hydra:totalItems'], 2);
  });

  test('a credit note corrects some quantities (never more than invoiced) and settles the invoice', async () => {
    const invoice = await validated();
    const lessonLine = invoice.lines[0]!;
    const tooMuch = await gerant.post('/accounting/credit-notes', { invoice: invoice.id, reason: 'Leçons annulées', lines: [{ invoiceLine: lessonLine.id, quantity: 11 }] });
    assert.equal(tooMuch.status, 422);
    const partial = await gerant.post<CreditNote>('/accounting/credit-notes', { invoice: invoice.id, reason: 'Leçons annulées', lines: [{ invoiceLine: lessonLine.id, quantity: 2 }] });
    assert.equal(partial.status, 201, JSON.stringify(partial.body));
    assert.match(partial.body.number ?? '', /^AV-\d{4}-\d{5}$/);
    assert.equal(partial.body.totalPriceTtc, 109.99);
    assert.equal(partial.body.invoice.number, invoice.number);
    const afterPartial = await gerant.get<InvoiceDetails>(`/accounting/invoices/${invoice.id}`);
    assert.equal(afterPartial.body.status, 6);
    assert.equal(afterPartial.body.credited, 109.99);
    assert.equal(afterPartial.body.creditNotes.length, 1);
    const rest = await gerant.post<CreditNote>('/accounting/credit-notes', { invoice: invoice.id, reason: 'Annulation de l’inscription' });
    assert.equal(rest.status, 201);
    assert.deepEqual(rest.body.lines.map((l) => l.quantity), [8, 1]);
    assert.equal((await gerant.get<InvoiceDetails>(`/accounting/invoices/${invoice.id}`)).body.status, 7);
    assert.equal((await gerant.post('/accounting/credit-notes', { invoice: invoice.id, reason: 'Encore' })).status, 409);
    const pdf = pdfPlainText((await gerant.get(`/accounting/credit-note/${partial.body.id}/pdf`)).bytes);
    assert.ok(pdf.includes(`Avoir n° ${partial.body.number}`) && pdf.includes('Total TTC à déduire'));
    assert.match(pdf, new RegExp(`Facture rectifiée :\\s+${invoice.number}`));
    assert.match(pdf, /Motif :\s+Leçons annulées/);
  });

  test('a credit note never exceeds its invoice: a line listed twice is refused, by the schema and by the operation itself', async () => {
    // The attack of issue #20 F3: the same invoice line twice, each for its whole quantity.
    const invoice = await validated();
    const line = invoice.lines[0]!;
    const twice = [{ invoiceLine: line.id, quantity: line.quantity }, { invoiceLine: line.id, quantity: line.quantity }];
    const refused = await gerant.post('/accounting/credit-notes', { invoice: invoice.id, reason: 'Leçons annulées', lines: twice });
    assert.equal(refused.status, 422, JSON.stringify(refused.body));
    assert.deepEqual(refused.body.violations, [{ propertyPath: 'lines.1.invoiceLine', message: 'Cette ligne de la facture figure déjà dans l’avoir.' }]);

    // Below the schema (the demo seeder calls the operation directly): the quantities of a repeated
    // line add up against what is left on it, previous credit notes included.
    const auth: AuthContext = {
      userId: 0, structureId: t.ids.centre.structureId, roles: ['MANAGER'], role: 'MANAGER', agencyIds: [orleans], allAgencies: true,
      isConfigGeneral: true, adminType: null, permissions: new Set(), readOnly: false, learnerId: null,
    };
    const row = await getBill(t.deps.db, auth, 'invoice', invoice.id);
    const actor = { ...auth, ledgerKey: t.deps.config.ledgerKey };
    await assert.rejects(
      t.deps.db.transaction().execute((trx) => createCreditNoteTx(trx, actor, row, { reason: 'Doublon', lines: twice }, new Date())),
      (error: ApiError) => error.status === 422 && error.violations?.[0]?.propertyPath === 'lines.1.quantity',
    );
    const half = line.quantity / 2;
    const first = await gerant.post<CreditNote>('/accounting/credit-notes', { invoice: invoice.id, reason: 'Leçons annulées', lines: [{ invoiceLine: line.id, quantity: half }] });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    await assert.rejects(
      t.deps.db.transaction().execute((trx) => createCreditNoteTx(trx, actor, row, { reason: 'Doublon', lines: [{ invoiceLine: line.id, quantity: half }, { invoiceLine: line.id, quantity: 0.5 }] }, new Date())),
      (error: ApiError) => error.status === 422 && error.violations?.[0]?.propertyPath === 'lines.1.quantity',
    );
    const after = await t.deps.db.selectFrom('bills').select(['credited_cents', 'total_ttc_cents']).where('id', '=', invoice.id).executeTakeFirstOrThrow();
    assert.equal(after.credited_cents, Math.round(first.body.totalPriceTtc * 100));
    assert.ok(after.credited_cents <= after.total_ttc_cents);
  });

  test('payments, credit notes and validations at the same time: never more than is left to pay, gapless numbers, an intact chain', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const [a, b, draftC] = [await validated(), await validated(), await draft()];
    const receiptsBefore = await t.deps.db.selectFrom('payments').select((eb) => eb.fn.countAll<number | string>().as('n')).where('structure_id', '=', t.ids.centre.structureId).executeTakeFirstOrThrow();
    // 579,96 € each: eight payments of 100 € on A at once, of which five fit; on B two payments, a credit note, and C validated meanwhile.
    const [onA, onB] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, () => gerant.post('/accounting/payments', { invoice: a.id, amount: 100, method: 'card', paidOn: today }))),
      Promise.all([
        gerant.post('/accounting/payments', { invoice: b.id, amount: 50, method: 'cash', paidOn: today }),
        gerant.post('/accounting/credit-notes', { invoice: b.id, reason: 'Leçon annulée', lines: [{ invoiceLine: b.lines[0]!.id, quantity: 1 }] }),
        gerant.post('/accounting/payments', { invoice: b.id, amount: 50, method: 'cheque', paidOn: today }),
        gerant.post(`/accounting/invoices/${draftC.id}/validate`),
      ]),
    ]);
    assert.deepEqual(onA.map((r) => r.status).sort(), [201, 201, 201, 201, 201, 422, 422, 422]);
    for (const refused of onA.filter((r) => r.status === 422)) assert.equal(refused.body.violations?.[0]?.propertyPath, 'amount');
    assert.deepEqual(onB.map((r) => r.status), [201, 201, 201, 200]);
    const paidA = await gerant.get<InvoiceDetails>(`/accounting/invoices/${a.id}`);
    assert.equal(paidA.body.remaining, 79.96);
    assert.equal(paidA.body.status, 6);
    assert.equal(paidA.body.payments.length, 5);
    const paidB = await gerant.get<InvoiceDetails>(`/accounting/invoices/${b.id}`);
    assert.equal(paidB.body.remaining, 424.96);
    assert.equal(paidB.body.status, 6);

    const receipts = await t.deps.db.selectFrom('payments').select(['receipt_sequence', 'receipt_number']).where('structure_id', '=', t.ids.centre.structureId).orderBy('receipt_sequence').execute();
    assert.equal(receipts.length, Number(receiptsBefore.n) + 7);
    assert.deepEqual(receipts.map((r) => r.receipt_sequence), receipts.map((_, i) => i + 1), 'receipt numbers have no gap');
    assert.deepEqual(receipts.map((r) => sequence(r.receipt_number)), receipts.map((_, i) => i + 1));
    const verification = await gerant.get<LedgerVerification>('/accounting/ledger/verify');
    assert.equal(verification.body.ok, true);
    const events = await t.deps.db.selectFrom('ledger_events').select('seq').where('structure_id', '=', t.ids.centre.structureId).orderBy('seq').execute();
    assert.deepEqual(events.map((e) => e.seq), events.map((_, i) => i + 1), 'event sequence has no gap');
  });

  test('credit notes of one invoice at the same time never credit more than it holds', async () => {
    const invoice = await validated();
    const line = invoice.lines[0]!;
    // Each asks for the whole first line: one fits, the others find nothing left on it.
    const results = await Promise.all(
      Array.from({ length: 4 }, () => gerant.post('/accounting/credit-notes', { invoice: invoice.id, reason: 'Leçon annulée', lines: [{ invoiceLine: line.id, quantity: line.quantity }] })),
    );
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 422, 422, 422]);
    const after = await gerant.get<InvoiceDetails>(`/accounting/invoices/${invoice.id}`);
    assert.equal(after.body.creditNotes.length, 1);
    const credited = await t.deps.db.selectFrom('bills').select('credited_cents').where('id', '=', invoice.id).executeTakeFirstOrThrow();
    const creditNote = await t.deps.db.selectFrom('bills').select('total_ttc_cents').where('source_id', '=', invoice.id).where('kind', '=', 'credit_note').executeTakeFirstOrThrow();
    assert.equal(credited.credited_cents, creditNote.total_ttc_cents);
    assert.equal((await gerant.get<LedgerVerification>('/accounting/ledger/verify')).body.ok, true);
  });

  test('a structure’s first receipt and first event start their sequences at 1', async () => {
    const orleansPort = t.ids.port.agencyId;
    const [learner] = await learnersOf(t, orleansPort, 1);
    const tvaPort = await tvasOf(t, orleansPort);
    const created = await port.post<InvoiceDetails>('/accounting/invoices', { agency: orleansPort, learner, lines: [{ label: 'Leçon', quantity: 1, unitPrice: 50, tva: tvaPort['20'] }] });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const invoice = await port.post<InvoiceDetails>(`/accounting/invoices/${created.body.id}/validate`);
    assert.equal(invoice.status, 200, JSON.stringify(invoice.body));
    const payment = await port.post<Payment>('/accounting/payments', { invoice: invoice.body.id, amount: 60, method: 'cash', paidOn: new Date().toISOString().slice(0, 10) });
    assert.equal(payment.status, 201, JSON.stringify(payment.body));
    assert.equal(sequence(payment.body.receiptNumber), 1);
    const verification = await port.get<LedgerVerification>('/accounting/ledger/verify');
    assert.equal(verification.body.ok, true);
    assert.equal(verification.body.lastSeq, 2);
    assert.equal((await port.get<InvoiceDetails>(`/accounting/invoices/${invoice.body.id}`)).body.status, 7);
  });
});

describe('PDF and e-mail', () => {
  test('the invoice PDF has the legal mentions of a French invoice; a reprint says DUPLICATA', async () => {
    const invoice = await validated();
    const first = await gerant.get(`/accounting/invoices/${invoice.id}/pdf`);
    assert.equal(first.status, 200);
    assert.match(first.headers.get('content-disposition') ?? '', new RegExp(`Facture-${invoice.number}\\.pdf`));
    const text = pdfPlainText(first.bytes);
    for (const expected of [
      `Facture n° ${invoice.number}`,
      'Auto-école du Centre',
      'SARL',
      'RCS Orléans 812 345 678',
      'SIRET : 81234567800014',
      'N° TVA intracommunautaire : FR32812345678',
      'N° d’agrément : E1904500120',
      'Date d’émission',
      'Date d’échéance',
      'Leçon de conduite B (1 h)',
      'Détail de la TVA',
      'Total HT',
      'Total TVA',
      '579,96 €',
      'Conditions de paiement : paiement à 30 jours',
      'pénalités de retard au taux annuel de 10 %',
      'indemnité forfaitaire pour frais de recouvrement de 40 €',
      'MMA IARD',
      'Médiation de la consommation',
      'IBAN FR7630004000031234567890143',
    ]) {
      assert.ok(text.includes(expected), `« ${expected} » in the invoice PDF`);
    }
    assert.ok(!text.includes('DUPLICATA'));
    assert.ok(pdfPlainText((await gerant.get(`/accounting/invoices/${invoice.id}/pdf`)).bytes).includes('DUPLICATA'));
  });

  test('sending a validated invoice queues the e-mail with its PDF', async () => {
    const invoice = await validated();
    const res = await secretariat.post('/accounting/mail-accounting-attached-pdf', { document: 'invoice', id: invoice.id, to: 'parent@exemple.test', message: 'Merci pour votre règlement.' });
    assert.equal(res.status, 202, 'queued: no SMTP in this app');
    const mail = await t.deps.db.selectFrom('outbox_emails').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.equal(mail.to_address, 'parent@exemple.test');
    assert.match(mail.subject, new RegExp(`Facture ${invoice.number}`));
    assert.match(mail.body_text, /Merci pour votre règlement/);
    assert.equal((JSON.parse(mail.attachments_json) as unknown[]).length, 1);
  });
});

test('a learner’s invoices: learner filter, up to 2000 per page', async () => {
  const learner = learners[11]!;
  await draft(learner);
  await validated(learner);
  const res = await gerant.get<HydraCollection<Invoice>>(`/accounting/invoices?learner=${learner}&itemsPerPage=2000`);
  assert.equal(res.status, 200);
  assert.equal(res.body['hydra:totalItems'], 2);
  assert.ok(res.body['hydra:member'].every((i) => i.learner?.id === learner));
  assert.equal((await gerant.get('/accounting/invoices?itemsPerPage=2001')).status, 400);
});
