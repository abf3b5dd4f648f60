import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CreditNote, Invoice, InvoiceDetails, Payment } from '../../../src/modules/invoices/types';
import type { LedgerVerification } from '../../../src/modules/ledger/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import { pdfPlainText } from '../../../cli/smoke/pdf-text';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiAs, learnersOf, tvasOf, type Api } from './client';

// The walkthrough of issue #23: an invoice of 1 319,92 € paid in full (400 € then 919,92 €), then a
// credit note of 109,99 €. The customer is owed 109,99 €; each receipt keeps what it printed.
let t: TestApp;
let gerant: Api;
let secretariat: Api;
let invoice: InvoiceDetails;
let first: Payment;
let credit: CreditNote;
const today = parisDate(new Date());
const text = (bytes: Uint8Array) => pdfPlainText(bytes).replace(/[\u202f\u00a0]/g, ' ');

before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  secretariat = apiAs(t, (await signIn(t.app, 'secretariat@volant.test')).token);
  const orleans = t.ids.centre.agencies.orleans;
  const [learner] = await learnersOf(t, orleans, 1);
  const tva20 = (await tvasOf(t, orleans))['20']!;
  const draft = await gerant.post<InvoiceDetails>('/accounting/invoices', {
    agency: orleans,
    learner,
    lines: [
      { label: 'Permis B – Formule 20 h', quantity: 1, unitPrice: 1008.27, tva: tva20 },
      { label: 'Frais de dossier', quantity: 1, unitPrice: 91.66, tva: tva20 },
    ],
  });
  invoice = (await gerant.post<InvoiceDetails>(`/accounting/invoices/${draft.body.id}/validate`)).body;
  assert.equal(invoice.totalPriceTtc, 1319.92);
});
after(() => t.close());

describe('a refund owed after a credit note', () => {
  test('paid in full, then credited: the invoice owes 109,99 € back instead of « Reste à payer 0,00 € »', async () => {
    first = (await secretariat.post<Payment>('/accounting/payments', { invoice: invoice.id, amount: 400, method: 'cheque', paidOn: today })).body;
    assert.equal((await secretariat.post('/accounting/payments', { invoice: invoice.id, amount: 919.92, method: 'card', paidOn: today })).status, 201);
    const fees = invoice.lines.find((l) => l.label === 'Frais de dossier')!;
    const answer = await gerant.post<CreditNote>('/accounting/credit-notes', { invoice: invoice.id, reason: 'Frais de dossier offerts', lines: [{ invoiceLine: fees.id, quantity: 1 }] });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    credit = answer.body;
    assert.equal(credit.totalPriceTtc, 109.99);
    const now = (await gerant.get<InvoiceDetails>(`/accounting/invoices/${invoice.id}`)).body;
    assert.equal(now.remaining, 0);
    assert.equal(now.refundDue, 109.99);
    // The credit note prints the balance it left (frozen); the invoice, a document as issued, prints none.
    const pdf = text((await gerant.get(`/accounting/credit-note/${credit.id}/pdf`)).bytes);
    assert.match(pdf, /après cet avoir :\s*109,99 € à rembourser/);
    assert.doesNotMatch(text((await gerant.get(`/accounting/invoices/${invoice.id}/pdf`)).bytes), /Reste à payer/);
  });

  test('a receipt prints the balance as it was right after its payment, and a reprint is a DUPLICATA', async () => {
    const receipt = text((await gerant.get(`/accounting/payments/${first.id}/receipt`)).bytes);
    assert.match(receipt, /Reste à payer :\s*919,92 €/, receipt);
    assert.doesNotMatch(receipt, /DUPLICATA/);
    const again = text((await gerant.get(`/accounting/payments/${first.id}/receipt`)).bytes);
    assert.match(again, /DUPLICATA/);
    assert.match(again, /Reste à payer :\s*919,92 €/);
  });

  test('the refund is recorded (never more than owed), numbered, listed as a negative line, and chained in the ledger', async () => {
    assert.equal((await secretariat.post('/accounting/payments', { invoice: invoice.id, amount: 1, method: 'cash', paidOn: today })).status, 409);
    const tooMuch = await secretariat.post('/accounting/refunds', { invoice: invoice.id, amount: 110, method: 'transfer', paidOn: today });
    assert.equal(tooMuch.status, 422);
    assert.equal(tooMuch.body.violations?.[0]?.propertyPath, 'amount');
    const refund = await secretariat.post<Payment>('/accounting/refunds', { invoice: invoice.id, amount: 109.99, method: 'transfer', paidOn: today, reference: 'Virement du 25/11' });
    assert.equal(refund.status, 201, JSON.stringify(refund.body));
    assert.equal(refund.body.kind, 'refund');
    assert.equal(refund.body.amount, -109.99);
    assert.match(refund.body.receiptNumber, /^RB-\d{4}-00001$/);
    assert.equal((await secretariat.post('/accounting/refunds', { invoice: invoice.id, amount: 0.01, method: 'transfer', paidOn: today })).status, 409);

    const now = (await gerant.get<InvoiceDetails>(`/accounting/invoices/${invoice.id}`)).body;
    assert.deepEqual([now.remaining, now.refundDue, now.paid, now.status], [0, 0, 1209.93, 7]);
    assert.deepEqual(now.payments.map((p) => [p.kind, p.amount]), [['payment', 400], ['payment', 919.92], ['refund', -109.99]]);
    const listed = await gerant.get<HydraCollection<Payment>>(`/accounting/payments?invoice=${invoice.id}`);
    assert.equal(listed.body['hydra:totalItems'], 3);

    const pdf = text((await gerant.get(`/accounting/payments/${refund.body.id}/receipt`)).bytes);
    assert.match(pdf, /Remboursement n° RB-/);
    assert.match(pdf, /a remboursé à/);
    assert.match(pdf, /Reste à payer :\s*0,00 €/);

    const events = await t.deps.db.selectFrom('ledger_events').select(['event_type', 'amount_cents', 'document_number']).where('document_type', '=', 'refund').execute();
    assert.deepEqual(events.map((e) => [e.event_type, e.amount_cents]), [['refund.recorded', -10999], ['document.printed', -10999]]);
    const verified = (await gerant.get<LedgerVerification>('/accounting/ledger/verify')).body;
    assert.equal(verified.ok, true, JSON.stringify(verified.findings));
  });

  test('the invoices list is the sales journal: the credit note is listed with its own type and negative totals, searchable and counted', async () => {
    const list = await gerant.get<HydraCollection<Invoice & { '@type': string }>>(`/accounting/invoices?learner=${invoice.learner!.id}&order[createdAt]=desc`);
    assert.equal(list.status, 200);
    const row = list.body['hydra:member'].find((i) => i.id === credit.id);
    assert.ok(row, 'the credit note is listed');
    assert.deepEqual([row['@type'], row.kind, row.number, row.totalPriceTtc, row.invoice?.id], ['CreditNote', 'credit_note', credit.number, -109.99, invoice.id]);
    assert.equal(list.body['hydra:totalItems'], list.body['hydra:member'].length);
    const found = await gerant.get<HydraCollection<Invoice>>(`/accounting/invoices?simplesearch=${encodeURIComponent(credit.number!)}`);
    assert.deepEqual(found.body['hydra:member'].map((i) => i.id), [credit.id]);
    const paged = await gerant.get<HydraCollection<Invoice>>(`/accounting/invoices?learner=${invoice.learner!.id}&itemsPerPage=1&page=2&order[createdAt]=desc`);
    assert.equal(paged.body['hydra:totalItems'], 2);
    assert.equal(paged.body['hydra:member'].length, 1);
  });

  test('a refund changed behind Volant’s back is found by the ledger verification', async () => {
    await t.deps.db.updateTable('payments').set({ amount_cents: -5000 }).where('kind', '=', 'refund').execute();
    const verified = (await gerant.get<LedgerVerification>('/accounting/ledger/verify')).body;
    assert.equal(verified.ok, false);
    assert.ok(verified.findings.some((f) => f.kind === 'document-changed' && f.message.startsWith('Le remboursement RB-')), JSON.stringify(verified.findings));
  });
});
