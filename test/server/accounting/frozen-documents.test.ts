// Issue 23, « a document is frozen when issued », beyond the invoice's seller (frozen-seller.test.ts):
// a quotation once sent or validated and a receipt keep the seller identity of their issue; an invoice's
// buyer (the paying organisation's SIRET and VAT number, the learner it is for) is the one of its issue
// in the PDF and in Factur-X; an invoice's DUPLICATA is the issued document (no balance computed since),
// and a credit note prints the balance its invoice had right after it (« 109,99 € à rembourser »).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Billing } from '../../../src/modules/billing/types';
import type { CreditNote, InvoiceDetails, Payment } from '../../../src/modules/invoices/types';
import type { PublicQuotation, QuotationDetails } from '../../../src/modules/quotations/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import type { TestApp } from '../helpers';
import { apiAs, managerAtOrleans, RENAMED_SELLER, validatedInvoice as validatedInvoiceOf, type Api } from './client';
import { attachedXml, pdfText } from './pdf-read';

let t: TestApp;
let gerant: Api;
let orleans: number;
let learner: number;
let tva: Record<string, number>;
let issuedName: string;
const today = parisDate(new Date());
const NEW_IDENTITY = RENAMED_SELLER;

before(async () => {
  ({ t, gerant, orleans, tva } = await managerAtOrleans());
  learner = (await t.deps.db.selectFrom('learners').select('id').where('agency_id', '=', orleans).where('address', 'is not', null).orderBy('id').executeTakeFirstOrThrow()).id;
  issuedName = (await t.deps.db.selectFrom('billings').select('legal_name').where('agency_id', '=', orleans).executeTakeFirstOrThrow()).legal_name!;
  assert.notEqual(issuedName, NEW_IDENTITY.legalName);
});
after(() => t.close());

async function renameSeller(): Promise<void> {
  const billing = (await gerant.get<HydraCollection<Billing>>(`/billings?agency=${orleans}`)).body['hydra:member'][0]!;
  const patched = await gerant.patch<Billing>(`/billings/${billing.id}`, NEW_IDENTITY);
  assert.equal(patched.status, 200, JSON.stringify(patched.body));
}

const lines = () => [{ label: 'Leçon de conduite B (1 h)', quantity: 2, unitPrice: 45, tva: tva['20'] }];

async function quotation(): Promise<QuotationDetails> {
  const created = await gerant.post<QuotationDetails>('/accounting/quotations', { agency: orleans, learner: `/api/learners/${learner}`, lines: lines() });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body;
}

async function organisation(): Promise<number> {
  const type = (await gerant.get<{ 'hydra:member': { id: number }[] }>('/accountingDocs/organization-types')).body['hydra:member'][0]!;
  const org = await gerant.post<{ id: number }>('/accountingDocs/organizations', {
    name: 'Société Mobilité Zéphyr', organizationType: type.id, agency: orleans, siret: '35600000000048', vatNumber: 'FR39356000000',
    address: '3 rue des Halles', postalCode: '45000', city: 'Orléans',
  });
  assert.equal(org.status, 201, JSON.stringify(org.body));
  return org.body.id;
}

function validatedInvoice(organization?: number, invoiceLines: unknown[] = lines()): Promise<InvoiceDetails> {
  return validatedInvoiceOf(gerant, { agency: orleans, learner, ...(organization ? { organization } : {}), lines: invoiceLines });
}

test('an invoice keeps its buyer of the day of issue: the organisation’s SIRET and VAT number, the learner’s name', async () => {
  const org = await organisation();
  const invoice = await validatedInvoice(org);
  const learnerRow = await t.deps.db.selectFrom('learners').select(['first_name', 'last_name']).where('id', '=', learner).executeTakeFirstOrThrow();
  const name = `${learnerRow.first_name} ${learnerRow.last_name}`;
  const first = (await gerant.get(`/accounting/invoices/${invoice.id}/pdf`)).bytes;
  assert.match(pdfText(first), new RegExp(`Élève : ${name}`));
  assert.match(attachedXml(first), /FR39356000000/);

  await t.deps.db.updateTable('organizations').set({ siret: '44306184100047', vat_number: 'FR83443061841' }).where('id', '=', org).execute();
  await t.deps.db.updateTable('learners').set({ first_name: 'Renommé' }).where('id', '=', learner).execute();
  try {
    const reprint = (await gerant.get(`/accounting/invoices/${invoice.id}/pdf`)).bytes;
    const text = pdfText(reprint);
    assert.match(text, /DUPLICATA/);
    assert.match(text, new RegExp(`Élève : ${name}`), 'the learner as issued');
    assert.doesNotMatch(text, /Renommé/);
    for (const xml of [attachedXml(reprint), Buffer.from((await gerant.get(`/accounting/invoices/${invoice.id}/factur-x`)).bytes).toString('utf8')]) {
      assert.match(xml, /FR39356000000/, 'the buyer’s VAT number as issued (BT-48)');
      assert.match(xml, /35600000000048/, 'its SIRET as issued');
      assert.doesNotMatch(xml, /FR83443061841|44306184100047|443061841/);
    }
  } finally {
    await t.deps.db.updateTable('learners').set({ first_name: learnerRow.first_name }).where('id', '=', learner).execute();
  }
});

test('an invoice’s DUPLICATA is the document as issued: no balance computed since; its credit note prints « 109,99 € à rembourser »', async () => {
  const invoice = await validatedInvoice(undefined, [
    { label: 'Permis B – Formule 20 h', quantity: 1, unitPrice: 1008.27, tva: tva['20'] },
    { label: 'Frais de dossier', quantity: 1, unitPrice: 91.66, tva: tva['20'] },
  ]);
  assert.equal(invoice.totalPriceTtc, 1319.92);
  const issued = pdfText((await gerant.get(`/accounting/invoices/${invoice.id}/pdf`)).bytes);
  assert.match(issued, /Total TTC 1 319,92 €/);
  for (const amount of [400, 919.92]) assert.equal((await gerant.post('/accounting/payments', { invoice: invoice.id, amount, method: 'cheque', paidOn: today })).status, 201);
  const fees = invoice.lines.find((l) => l.label === 'Frais de dossier')!;
  const credit = await gerant.post<CreditNote>('/accounting/credit-notes', { invoice: invoice.id, reason: 'Frais de dossier offerts', lines: [{ invoiceLine: fees.id, quantity: 1 }] });
  assert.equal(credit.status, 201, JSON.stringify(credit.body));

  const reprint = pdfText((await gerant.get(`/accounting/invoices/${invoice.id}/pdf`)).bytes);
  assert.equal(reprint.replace(/^ ?DUPLICATA ?/, '').trim().replace(/\d{2}\/\d{2}\/\d{4}/g, ''), issued.trim().replace(/\d{2}\/\d{2}\/\d{4}/g, ''), 'the reprint is the issued document marked DUPLICATA');
  assert.doesNotMatch(reprint, /Reste à payer|Déjà réglé|rembourser/);

  const creditText = pdfText((await gerant.get(`/accounting/credit-note/${credit.body.id}/pdf`)).bytes);
  assert.match(creditText, new RegExp(`Facture n° ${invoice.number} après cet avoir : 109,99 € à rembourser`));
  // Refunding it changes neither the credit note's reprint nor the invoice's.
  assert.equal((await gerant.post<Payment>('/accounting/refunds', { invoice: invoice.id, amount: 109.99, method: 'transfer', paidOn: today })).status, 201);
  assert.match(pdfText((await gerant.get(`/accounting/credit-note/${credit.body.id}/pdf`)).bytes), /109,99 € à rembourser/);
});

test('a quotation issued (sent or validated) and a receipt keep the seller of their issue; a draft quotation takes today’s', async () => {
  const sent = await quotation();
  assert.equal((await gerant.patch(`/accounting/quotations/${sent.id}`, { status: 1 })).status, 200);
  const validated = await quotation();
  assert.equal((await gerant.patch(`/accounting/quotations/${validated.id}`, { status: 3 })).status, 200);
  const draft = await quotation();
  const invoice = await validatedInvoice();
  const payment = await gerant.post<Payment>('/accounting/payments', { invoice: invoice.id, amount: 20, method: 'cash', paidOn: today });
  assert.equal(payment.status, 201, JSON.stringify(payment.body));
  const receiptBefore = pdfText((await gerant.get(`/accounting/payments/${payment.body.id}/receipt`)).bytes);
  assert.ok(receiptBefore.includes(issuedName));

  await renameSeller();

  for (const id of [sent.id, validated.id]) {
    const text = pdfText((await gerant.get(`/accounting/quotations/${id}/pdf`)).bytes);
    assert.ok(text.includes(issuedName), `quotation ${id} keeps the seller of its issue`);
    for (const value of Object.values(NEW_IDENTITY)) assert.ok(!text.includes(value), `nor ${value}`);
  }
  const uuid = (await t.deps.db.selectFrom('bills').select('uuid').where('id', '=', sent.id).executeTakeFirstOrThrow()).uuid!;
  const page = await apiAs(t, null).get<PublicQuotation>(`/accounting/public/quotation-details/${uuid}`);
  assert.equal(page.status, 200);
  assert.equal(page.body.seller.legalName, issuedName, 'the public page too');
  assert.notEqual(page.body.seller.vatNumber, NEW_IDENTITY.vatNumber);

  const receipt = pdfText((await gerant.get(`/accounting/payments/${payment.body.id}/receipt`)).bytes);
  assert.match(receipt, /DUPLICATA/);
  assert.ok(receipt.includes(issuedName), 'the receipt keeps the seller of its issue');
  for (const value of Object.values(NEW_IDENTITY)) assert.ok(!receipt.includes(value), `nor ${value}`);

  const draftText = pdfText((await gerant.get(`/accounting/quotations/${draft.id}/pdf`)).bytes);
  for (const value of Object.values(NEW_IDENTITY)) assert.ok(draftText.includes(value), `a draft shows today’s ${value}`);
  // Sending the draft now issues it with today’s identity.
  assert.equal((await gerant.patch(`/accounting/quotations/${draft.id}`, { status: 1 })).status, 200);
  assert.ok(pdfText((await gerant.get(`/accounting/quotations/${draft.id}/pdf`)).bytes).includes(NEW_IDENTITY.legalName));
});
