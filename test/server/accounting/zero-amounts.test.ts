// Issue 36, S9 (and issue 37, item 6): `POST /accounting/credit-notes` with `quantity: 1e-9` passed the
// « two decimals » check (1e-9 × 100 is within its tolerance of 0), rounded to 0 hundredths and issued a
// numbered 0,00 € credit note with its ledger event. The attack is replayed; quantities and amounts
// carry at most two decimals, and nothing fiscal is issued for 0,00 €.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { InvoiceDetails } from '../../../src/modules/invoices/types';
import type { TestApp } from '../helpers';
import { learnersOf, managerAtOrleans, validatedInvoice, type Api } from './client';

let t: TestApp;
let gerant: Api;
let invoice: InvoiceDetails;

before(async () => {
  const setup = await managerAtOrleans();
  ({ t, gerant } = setup);
  const learner = (await learnersOf(t, setup.orleans, 1))[0]!;
  invoice = await validatedInvoice(gerant, { agency: setup.orleans, learner, lines: [{ label: 'Leçon de conduite B (1 h)', quantity: 20, unitPriceTtc: 55, tva: setup.tva['20'] }] });
});
after(() => t.close());

/** What the structure has issued: credit notes, receipts and ledger events. */
const issued = async () => ({
  creditNotes: (await t.deps.db.selectFrom('bills').select('id').where('kind', '=', 'credit_note').execute()).length,
  receipts: (await t.deps.db.selectFrom('payments').select('id').execute()).length,
  events: (await t.deps.db.selectFrom('ledger_events').select('id').execute()).length,
});

test('a credit note of quantity 1e-9 is refused (422) and takes no number and no ledger event', async () => {
  const before = await issued();
  for (const quantity of [1e-9, 0.001, 0.004]) {
    const attack = await gerant.post('/accounting/credit-notes', { invoice: invoice.id, reason: 'Avoir à zéro', lines: [{ invoiceLine: invoice.lines[0]!.id, quantity }] });
    assert.equal(attack.status, 422, `${quantity}: ${JSON.stringify(attack.body)}`);
    assert.equal(attack.body.violations?.[0]?.propertyPath, 'lines.0.quantity');
    assert.equal(attack.body.violations?.[0]?.message, 'Deux décimales au plus.');
  }
  assert.deepEqual(await issued(), before);
  const real = await gerant.post('/accounting/credit-notes', { invoice: invoice.id, reason: 'Leçon annulée', lines: [{ invoiceLine: invoice.lines[0]!.id, quantity: 0.5 }] });
  assert.equal(real.status, 201, JSON.stringify(real.body));
});

test('a payment of 1e-9 € is refused and takes no receipt number', async () => {
  const before = await issued();
  const attack = await gerant.post('/accounting/payments', { invoice: invoice.id, amount: 1e-9, method: 'cash', paidOn: new Date().toISOString().slice(0, 10), reference: null });
  assert.equal(attack.status, 422, JSON.stringify(attack.body));
  assert.deepEqual(await issued(), before);
});
