import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CreditNote, InvoiceDetails } from '../../../src/modules/invoices/types';
import type { QuotationDetails } from '../../../src/modules/quotations/types';
import { pdfPlainText } from '../../../cli/smoke/pdf-text';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiAs, learnersOf, tvasOf, type Api } from './client';

// Article 242 nonies A CGI: an invoice (and the credit note correcting it) names the customer's address.
let t: TestApp;
let gerant: Api;
let orleans: number;
let learner: number;
let tva20: number;

before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  orleans = t.ids.centre.agencies.orleans;
  learner = (await learnersOf(t, orleans, 12))[11]!;
  tva20 = (await tvasOf(t, orleans))['20']!;
});
after(() => t.close());

const setAddress = (fields: { address: string | null; postal_code: string | null; city: string | null }) =>
  t.deps.db.updateTable('learners').set(fields).where('id', '=', learner).execute();
const lines = () => [{ label: 'Leçon de conduite B (1 h)', quantity: 2, unitPrice: 45.83, tva: tva20 }];

describe('the customer’s address on fiscal documents', () => {
  test('an invoice is not validated without the customer’s street, postal code and city; it takes the record once completed', async () => {
    await setAddress({ address: null, postal_code: '45000', city: 'Orléans' });
    const draft = await gerant.post<InvoiceDetails>('/accounting/invoices', { agency: orleans, learner, lines: lines() });
    assert.equal(draft.status, 201);
    const refused = await gerant.post(`/accounting/invoices/${draft.body.id}/validate`);
    assert.equal(refused.status, 422, JSON.stringify(refused.body));
    assert.equal(refused.body.violations?.[0]?.propertyPath, 'customerAddress');
    assert.match(refused.body.violations?.[0]?.message ?? '', /rue, le code postal et la ville/);
    assert.equal((await gerant.get<InvoiceDetails>(`/accounting/invoices/${draft.body.id}`)).body.number, null, 'nothing numbered');

    await setAddress({ address: '8 rue des Carmes', postal_code: '45000', city: 'Orléans' });
    const validated = await gerant.post<InvoiceDetails>(`/accounting/invoices/${draft.body.id}/validate`);
    assert.equal(validated.status, 200, JSON.stringify(validated.body));
    assert.equal(validated.body.customerAddress, '8 rue des Carmes\n45000 Orléans');
    const pdf = pdfPlainText((await gerant.get(`/accounting/invoices/${draft.body.id}/pdf`)).bytes);
    assert.ok(pdf.includes('8 rue des Carmes') && pdf.includes('45000 Orléans'), pdf);
  });

  test('a new draft takes the learner’s address from the record', async () => {
    await setAddress({ address: '3 place du Martroi', postal_code: '45000', city: 'Orléans' });
    const draft = await gerant.post<InvoiceDetails>('/accounting/invoices', { agency: orleans, learner, lines: lines() });
    assert.equal(draft.body.customerAddress, '3 place du Martroi\n45000 Orléans');
  });

  test('a credit note of an invoice issued without an address is refused until the record is complete', async () => {
    await setAddress({ address: '3 place du Martroi', postal_code: '45000', city: 'Orléans' });
    const draft = await gerant.post<InvoiceDetails>('/accounting/invoices', { agency: orleans, learner, lines: lines() });
    await gerant.post(`/accounting/invoices/${draft.body.id}/validate`);
    // An invoice issued before the rule, without an address, and a record emptied since.
    await t.deps.db.updateTable('bills').set({ customer_address: null }).where('id', '=', draft.body.id).execute();
    await setAddress({ address: null, postal_code: null, city: null });
    const refused = await gerant.post('/accounting/credit-notes', { invoice: draft.body.id, reason: 'Annulation' });
    assert.equal(refused.status, 422);
    assert.equal(refused.body.violations?.[0]?.propertyPath, 'customerAddress');
    await setAddress({ address: '3 place du Martroi', postal_code: '45000', city: 'Orléans' });
    const credit = await gerant.post<CreditNote>('/accounting/credit-notes', { invoice: draft.body.id, reason: 'Annulation' });
    assert.equal(credit.status, 201, JSON.stringify(credit.body));
    assert.equal(credit.body.customerAddress, '3 place du Martroi\n45000 Orléans');
  });

  test('a quotation is validated without an address (a warning on screen, not a refusal)', async () => {
    await setAddress({ address: null, postal_code: null, city: null });
    const q = await gerant.post<QuotationDetails>('/accounting/quotations', { agency: orleans, learner, lines: lines() });
    assert.equal(q.status, 201, JSON.stringify(q.body));
    const validated = await gerant.patch<QuotationDetails>(`/accounting/quotations/${q.body.id}`, { status: 3 });
    assert.equal(validated.status, 200, JSON.stringify(validated.body));
    assert.equal(validated.body.customerAddress, null);
  });
});
