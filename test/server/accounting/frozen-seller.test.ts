// Issue 23, « a document is frozen when issued »: the seller identity printed on a validated invoice or
// credit note (PDF and Factur-X) is the one stored at issue, so a reprint (DUPLICATA) after the agency's
// billing identity changed still shows the identity of the day it was issued; a new invoice shows the new.
// The migrations that froze the documents already issued store what the code of the day computed.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { billsSeller } from '../../../server/db/migrations/0280_bills_seller';
import { documentsFrozen } from '../../../server/db/migrations/0285_documents_frozen';
import { contractsFrozen } from '../../../server/db/migrations/0287_contracts_frozen';
import { sellerIdentity } from '../../../server/resources/billing/identity';
import { buyerSnapshot, currentBuyer } from '../../../server/resources/bills/buyer';
import { sellerSnapshot } from '../../../server/resources/bills/seller';
import type { Billing } from '../../../src/modules/billing/types';
import type { CreditNote, InvoiceDetails } from '../../../src/modules/invoices/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import type { TestApp } from '../helpers';
import { managerAtOrleans, RENAMED_SELLER, validatedInvoice as validatedInvoiceOf, type Api } from './client';
import { attachedXml, pdfText } from './pdf-read';

let t: TestApp;
let gerant: Api;
let orleans: number;
let tva: Record<string, number>;

const NEW_IDENTITY = RENAMED_SELLER;

before(async () => {
  ({ t, gerant, orleans, tva } = await managerAtOrleans());
});
after(() => t.close());

/** The PDF's text and its embedded factur-x.xml. */
const readPdf = (bytes: Uint8Array) => ({ text: pdfText(bytes), xml: attachedXml(bytes) });

async function validatedInvoice(): Promise<InvoiceDetails> {
  const learner = (await t.deps.db.selectFrom('learners').select('id').where('agency_id', '=', orleans).where('address', 'is not', null).orderBy('id').executeTakeFirstOrThrow()).id;
  return validatedInvoiceOf(gerant, { agency: orleans, learner, lines: [{ label: 'Leçon de conduite B (1 h)', quantity: 2, unitPrice: 45, tva: tva['20'] }] });
}

test('a reprint keeps the seller identity of the day of issue; a new invoice takes the new one', async () => {
  const invoice = await validatedInvoice();
  const credit = await gerant.post<CreditNote>('/accounting/credit-notes', { invoice: invoice.id, reason: 'Leçon annulée', lines: [{ invoiceLine: invoice.lines[0]!.id, quantity: 1 }] });
  assert.equal(credit.status, 201, JSON.stringify(credit.body));
  const first = readPdf((await gerant.get(`/accounting/invoices/${invoice.id}/pdf`)).bytes);
  const before = (await t.deps.db.selectFrom('billings').selectAll().where('agency_id', '=', orleans).executeTakeFirstOrThrow());
  assert.ok(before.legal_name && first.text.includes(before.legal_name), 'the first print names the seller of the day');
  assert.notEqual(before.siret, NEW_IDENTITY.siret);

  const billing = (await gerant.get<HydraCollection<Billing>>(`/billings?agency=${orleans}`)).body['hydra:member'][0]!;
  const patched = await gerant.patch<Billing>(`/billings/${billing.id}`, NEW_IDENTITY);
  assert.equal(patched.status, 200, JSON.stringify(patched.body));

  const reprint = readPdf((await gerant.get(`/accounting/invoices/${invoice.id}/pdf`)).bytes);
  assert.match(reprint.text, /DUPLICATA/);
  for (const doc of [reprint, readPdf((await gerant.get(`/accounting/credit-note/${credit.body.id}/pdf`)).bytes)]) {
    assert.ok(doc.text.includes(before.legal_name), 'the PDF keeps the legal name at issue');
    assert.ok(!doc.text.includes(NEW_IDENTITY.legalName) && !doc.text.includes(NEW_IDENTITY.siret) && !doc.text.includes(NEW_IDENTITY.vatNumber), 'nor the new identity');
    assert.ok(doc.xml.includes(before.legal_name) && !doc.xml.includes(NEW_IDENTITY.legalName), 'the Factur-X seller is the one at issue');
    assert.ok(!doc.xml.includes(NEW_IDENTITY.vatNumber) && !doc.xml.includes('732829320'), 'with its SIREN and VAT number at issue');
  }
  const xmlAlone = Buffer.from((await gerant.get(`/accounting/invoices/${invoice.id}/factur-x`)).bytes).toString('utf8');
  assert.equal(xmlAlone, reprint.xml);

  const next = readPdf((await gerant.get(`/accounting/invoices/${(await validatedInvoice()).id}/pdf`)).bytes);
  for (const value of Object.values(NEW_IDENTITY)) assert.ok(next.text.includes(value), `the new invoice shows ${value}`);
  assert.ok(next.xml.includes(NEW_IDENTITY.legalName) && next.xml.includes(NEW_IDENTITY.vatNumber), 'its Factur-X too');
});

test('migration 0280 gives the documents already issued the identity of the day, and drafts none', async () => {
  await validatedInvoice();
  await sql`alter table bills drop column seller_json`.execute(t.deps.db);
  await billsSeller.up(t.deps.db);
  const rows = await t.deps.db.selectFrom('bills').select(['kind', 'number', 'agency_id', 'seller_json']).execute();
  const issued = rows.filter((r) => r.kind !== 'quotation' && r.number !== null);
  assert.ok(issued.length > 0);
  for (const row of issued) assert.deepEqual(JSON.parse(row.seller_json ?? 'null'), await sellerIdentity(t.deps.db, row.agency_id));
  assert.ok(rows.filter((r) => r.kind === 'quotation' || r.number === null).every((r) => r.seller_json === null));
});

// The migrations carry frozen copies of the snapshot code (docs/decisions.md, « Migrations are frozen »):
// written today, the copies store exactly what today's code stores.
test('migrations 0285 and 0287 give the documents already issued the buyer and seller of the day, byte for byte as the code computes them', async () => {
  const db = t.deps.db;
  await validatedInvoice();
  await sql`alter table bills drop column buyer_json`.execute(db);
  await sql`alter table bills drop column balance_after_cents`.execute(db);
  await sql`alter table payments drop column seller_json`.execute(db);
  await sql`update bills set seller_json = null where kind = 'quotation'`.execute(db);
  await documentsFrozen.up(db);
  const bills = await db.selectFrom('bills').select(['id', 'kind', 'status', 'number', 'agency_id', 'structure_id', 'learner_id', 'organization_id', 'buyer_json', 'seller_json']).execute();
  const issued = bills.filter((b) => (b.kind !== 'quotation' && b.number !== null) || (b.kind === 'quotation' && b.status !== 0));
  assert.ok(issued.some((b) => b.kind === 'quotation') && issued.some((b) => b.kind !== 'quotation'), 'issued invoices and quotations to freeze');
  for (const bill of issued) {
    assert.equal(bill.buyer_json, buyerSnapshot(await currentBuyer(db, bill.structure_id, bill)), `bill ${bill.id}'s buyer`);
    if (bill.kind === 'quotation') assert.equal(bill.seller_json, sellerSnapshot(await sellerIdentity(db, bill.agency_id)), `quotation ${bill.id}'s seller`);
  }
  const payments = await db.selectFrom('payments').select(['agency_id', 'seller_json']).execute();
  assert.ok(payments.length > 0, 'payments to freeze');
  for (const payment of payments) assert.equal(payment.seller_json, sellerSnapshot(await sellerIdentity(db, payment.agency_id)));

  await sql`alter table learner_contracts drop column seller_json`.execute(db);
  await contractsFrozen.up(db);
  const contracts = await db.selectFrom('learner_contracts').select(['agency_id', 'status', 'seller_json']).execute();
  assert.ok(contracts.some((c) => c.status !== 'draft'), 'validated contracts to freeze');
  for (const contract of contracts) {
    assert.equal(contract.seller_json, contract.status === 'draft' ? null : sellerSnapshot(await sellerIdentity(db, contract.agency_id)));
  }
});
