import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { LearnerContract, LearnerContractData } from '../../../src/modules/contracts/types';
import type { InvoiceDetails } from '../../../src/modules/invoices/types';
import type { Learner } from '../../../src/modules/learners/types';
import type { PublicQuotation, QuotationDetails } from '../../../src/modules/quotations/types';
import type { SellerIdentity } from '../../../server/resources/billing/identity';
import { sellerIdentity } from '../../../server/resources/billing/identity';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiAs, type Api } from './client';
import { contractFromDefaults } from '../contracts/contract-payload';

// Issue 23, « One source for legal data »: the seller (agency), the mediator, the customer's address and
// the contract's fees are each read from one place, so that contract, quotation, invoice and the public
// quotation page say the same; the public page shows the conditions the quotation PDF prints.
let t: TestApp;
let gerant: Api;
let visitor: Api;
let orleans: number;
let seller: SellerIdentity;
let learner: Learner;
let quotation: QuotationDetails;
let publicPage: PublicQuotation;
let invoice: InvoiceDetails;
let contract: LearnerContract;

/** A PDF's text as poppler reads it, its whitespace collapsed (lines wrap anywhere). */
function pdfText(bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'volant-sources-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}
const flat = (text: string) => text.replace(/\s+/g, ' ');

before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  visitor = apiAs(t, null);
  orleans = t.ids.centre.agencies.orleans;
  seller = await sellerIdentity(t.deps.db, orleans);
  const b = await t.deps.db.selectFrom('trainings').select('id').where('code', '=', 'B').executeTakeFirstOrThrow();
  learner = (
    await gerant.post<Learner>('/learners', { civility: 'Mme', firstName: 'Inès', lastName: 'Bertin', email: 'ines.bertin@exemple.test', birthDate: '2007-05-14', agency: orleans, registration: { training: b.id } })
  ).body;
  await t.deps.db.updateTable('learners').set({ address: '14 rue Jeanne d’Arc', postal_code: '45000', city: 'Orléans' }).where('id', '=', learner.id).execute();
  await gerant.post('/registrations/evaluations', { learner: learner.id, training: b.id, evaluationDate: '2026-11-02', forecastHours: 20 });

  // The package the school sells, line by line, as the quotation editor adds it.
  const items = await t.deps.db
    .selectFrom('package_items')
    .innerJoin('packages', 'packages.id', 'package_items.package_id')
    .innerJoin('services', 'services.id', 'package_items.service_id')
    .select(['packages.id as package', 'services.id as service', 'services.name', 'services.tva_id', 'services.unit_price_cents', 'package_items.quantity_centi'])
    .where('packages.agency_id', '=', orleans)
    .where('packages.name', '=', 'Permis B – Formule 20 h')
    .orderBy('package_items.position')
    .execute();
  const lines = items.map((i) => ({ label: i.name, quantity: i.quantity_centi / 100, unitPrice: i.unit_price_cents / 100, tva: i.tva_id, service: i.service, package: i.package }));
  quotation = (await gerant.post<QuotationDetails>('/accounting/quotations', { agency: orleans, learner: learner.id, title: 'Permis B – Formule 20 h', lines })).body;
  assert.equal((await gerant.post('/accounting/mail-validation-bill', { bill: quotation.id })).status, 202);
  publicPage = (await visitor.get<PublicQuotation>(`/accounting/public/quotation-details/${quotation.uuid}`)).body;
  const draft = await gerant.post<InvoiceDetails>('/accounting/bills/transform', { bill: quotation.id });
  assert.equal(draft.status, 201, JSON.stringify(draft.body));
  const validated = await gerant.post<InvoiceDetails>(`/accounting/invoices/${draft.body.id}/validate`);
  assert.equal(validated.status, 200, JSON.stringify(validated.body));
  invoice = validated.body;

  const data = (await gerant.get<LearnerContractData>(`/contracts/Learner-contract-data/${learner.id}`)).body;
  const created = await gerant.post<LearnerContract>('/contracts/learner-contract', contractFromDefaults(learner.id, b.id, data));
  assert.equal(created.status, 201, JSON.stringify(created.body));
  contract = created.body;
});
after(() => t.close());

describe('one source for legal data', () => {
  test('the public quotation page shows the conditions the quotation PDF prints, and the seller’s VAT number', async () => {
    const pdf = pdfText((await gerant.get(`/accounting/quotations/${quotation.id}/pdf`)).bytes);
    assert.ok(publicPage.conditions.length >= 4, JSON.stringify(publicPage.conditions));
    for (const condition of publicPage.conditions) assert.ok(pdf.includes(flat(condition)), `« ${condition} » on the PDF`);
    assert.ok(publicPage.conditions.some((c) => c.includes('Pas d’escompte')));
    assert.ok(publicPage.conditions.some((c) => c.includes(seller.mediatorName!)));
    assert.equal(publicPage.seller.vatNumber, seller.vatNumber);
    assert.equal(publicPage.seller.vatNumber, 'FR32812345678');
    assert.match(publicPage.seller.legalMentions, /^Auto-école du Centre – SARL au capital de 20 000 € – RCS Orléans/);
  });

  test('contract, quotation, invoice and public page name the same seller, mediator, customer address and fees', async () => {
    const texts = {
      contract: pdfText((await gerant.get(`/contracts/learner-contract-display?contract=${contract.id}`)).bytes),
      quotation: pdfText((await gerant.get(`/accounting/quotations/${quotation.id}/pdf`)).bytes),
      invoice: pdfText((await gerant.get(`/accounting/invoices/${invoice.id}/pdf`)).bytes),
      public: flat(JSON.stringify(publicPage)),
    };
    const seen = {
      legalName: seller.legalName,
      siret: seller.siret!,
      vatNumber: seller.vatNumber!,
      approvalNumber: seller.approvalNumber!,
      mediator: seller.mediatorName!,
    };
    for (const [document, text] of Object.entries(texts)) {
      for (const [what, value] of Object.entries(seen)) assert.ok(text.includes(flat(value)), `${what} « ${value} » in the ${document}`);
    }
    for (const document of ['contract', 'quotation', 'invoice'] as const) {
      assert.ok(texts[document].includes('14 rue Jeanne d’Arc') && texts[document].includes('45000 Orléans'), `the customer’s address in the ${document}`);
    }
    // The contract's fees are the billed lines, VAT included.
    const ttc = (label: RegExp) => invoice.lines.filter((l) => label.test(l.label)).reduce((sum, l) => sum + l.totalTtc, 0);
    assert.equal(contract.registrationFee, ttc(/inscription/));
    assert.equal(contract.theoryPrice, ttc(/code/i));
    assert.equal(contract.examFee, ttc(/examen/));
    assert.deepEqual([contract.registrationFee, contract.theoryPrice, contract.examFee, contract.hourPrice], [100, 30, 60, 55]);
    assert.equal(contract.mediator.name, seller.mediatorName);
    assert.equal(contract.agency.siret, seller.siret);
    assert.equal(contract.agency.vatNumber, seller.vatNumber);
  });
});
