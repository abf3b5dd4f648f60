// Issue 37, item 1: an invoice of the Tours agency (demo data: no VAT number) was validated as
// F-2026-00006 and its PDF and Factur-X omitted the seller's VAT number. Article 242 nonies A of annexe
// II of the CGI makes the seller's and the buyer's mentions mandatory on an invoice, and on the credit
// note and receipt that follow it: issuing is refused (422) naming what is missing and where to fill it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InvoiceDetails } from '../../../src/modules/invoices/types';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiAs, tvasOf, type Api } from './client';
import { attachedXml, pdfText } from './pdf-read';

let t: TestApp;
let gerant: Api;
let tours: number;
let learner: number;
let tva: Record<string, number>;

before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  tours = t.ids.centre.agencies.tours;
  tva = await tvasOf(t, tours);
  learner = (await t.deps.db.selectFrom('learners').select('id').where('agency_id', '=', tours).where('address', 'is not', null).orderBy('id').executeTakeFirstOrThrow()).id;
});
after(() => t.close());

const setTours = (fields: { vat_number?: string | null; siret?: string | null }) => t.deps.db.updateTable('agencies').set(fields).where('id', '=', tours).execute();
const draft = async (rate = '20') => {
  const created = await gerant.post<InvoiceDetails>('/accounting/invoices', { agency: tours, learner, lines: [{ label: 'Leçon de conduite B (1 h)', quantity: 20, unitPriceTtc: 55, tva: tva[rate] }] });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body;
};

describe('the mandatory mentions of art. 242 nonies A CGI on fiscal documents', () => {
  test('an invoice of the Tours agency without its VAT number is refused, naming the mention and where to fill it', async () => {
    const invoice = await draft();
    const refused = await gerant.post(`/accounting/invoices/${invoice.id}/validate`);
    assert.equal(refused.status, 422, JSON.stringify(refused.body));
    const violation = refused.body.violations?.find((v) => v.propertyPath === 'seller.vatNumber');
    assert.ok(violation, JSON.stringify(refused.body));
    assert.match(violation.message, /^Numéro de TVA intracommunautaire de l’agence Tours manquant : complétez-le dans Administration > Agences > Tours/);
    assert.match(refused.body.detail ?? '', /242 nonies A/);
    assert.equal((await gerant.get<InvoiceDetails>(`/accounting/invoices/${invoice.id}`)).body.number, null, 'nothing numbered');
    const events = await t.deps.db.selectFrom('ledger_events').select('id').where('document_id', '=', invoice.id).where('event_type', '=', 'invoice.validated').execute();
    assert.equal(events.length, 0, 'nothing logged');

    await setTours({ vat_number: 'FR32812345678' });
    const validated = await gerant.post<InvoiceDetails>(`/accounting/invoices/${invoice.id}/validate`);
    assert.equal(validated.status, 200, JSON.stringify(validated.body));
    const pdf = (await gerant.get(`/accounting/invoices/${invoice.id}/pdf`)).bytes;
    assert.match(pdfText(pdf), /FR32812345678|FR 32 812 345 678/, 'the PDF prints the seller’s VAT number');
    assert.match(attachedXml(pdf), /<ram:ID schemeID="VA">FR32812345678<\/ram:ID>/, 'the Factur-X carries it (BT-31)');
  });

  test('every missing seller mention is named at once (SIRET and VAT number)', async () => {
    await setTours({ vat_number: null, siret: null });
    const invoice = await draft();
    const refused = await gerant.post(`/accounting/invoices/${invoice.id}/validate`);
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.violations?.map((v) => v.propertyPath).sort(), ['seller.siret', 'seller.vatNumber']);
    assert.match(refused.body.detail ?? '', /Numéro SIRET de l’agence Tours manquant/);
    await setTours({ siret: '81234567800030' });
  });

  test('an exempt invoice needs no VAT number: its lines print the exemption mention instead', async () => {
    await setTours({ vat_number: null });
    const invoice = await draft('0');
    const validated = await gerant.post<InvoiceDetails>(`/accounting/invoices/${invoice.id}/validate`);
    assert.equal(validated.status, 200, JSON.stringify(validated.body));
    assert.match(pdfText((await gerant.get(`/accounting/invoices/${invoice.id}/pdf`)).bytes), /TVA non applicable, article 261-4-4° a du Code général des impôts/);
  });

  test('a credit note and a receipt of a taxed invoice are refused while the VAT number is missing', async () => {
    await setTours({ vat_number: 'FR32812345678' });
    const invoice = await draft();
    assert.equal((await gerant.post(`/accounting/invoices/${invoice.id}/validate`)).status, 200);
    await setTours({ vat_number: null });
    const credit = await gerant.post('/accounting/credit-notes', { invoice: invoice.id, reason: 'Leçon annulée', lines: [{ invoiceLine: invoice.lines[0]!.id, quantity: 1 }] });
    assert.equal(credit.status, 422, JSON.stringify(credit.body));
    assert.ok(credit.body.violations?.some((v) => v.propertyPath === 'seller.vatNumber'));
    const payment = await gerant.post('/accounting/payments', { invoice: invoice.id, amount: 100, method: 'card', paidOn: new Date().toISOString().slice(0, 10), reference: null });
    assert.equal(payment.status, 422, JSON.stringify(payment.body));
    assert.ok(payment.body.violations?.some((v) => v.propertyPath === 'seller.vatNumber'));
  });
});
