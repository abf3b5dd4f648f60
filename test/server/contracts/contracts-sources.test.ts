import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { LearnerContract, LearnerContractData } from '../../../src/modules/contracts/types';
import type { Billing } from '../../../src/modules/billing/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiAs, type Api } from '../accounting/client';
import { contractFromDefaults } from './contract-payload';

// Issue 23, defect 7: a contract's fees, mediator, signing order and PDF layout.
let t: TestApp;
let gerant: Api;
let secretariat: Api;
let billed: number;

before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  secretariat = apiAs(t, (await signIn(t.app, 'secretariat@volant.test')).token);
  // The demo learner whose only invoice is a validated « Permis B – Formule 20 h » (no quotation before it).
  const invoice = await t.deps.db
    .selectFrom('bills')
    .select('learner_id')
    .where('kind', '=', 'invoice')
    .where('title', '=', 'Permis B – Formule 20 h')
    .where('source_id', 'is', null)
    .where('number', 'is not', null)
    .executeTakeFirstOrThrow();
  billed = invoice.learner_id!;
});
after(() => t.close());

interface Word {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word poppler reads on a PDF's pages, with its box. */
function pdfWords(bytes: Uint8Array): Word[] {
  const file = join(mkdtempSync(join(tmpdir(), 'volant-contract-')), 'contract.pdf');
  writeFileSync(file, bytes);
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  return html.split('<page ').slice(1).flatMap((page, index) =>
    [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
      page: index + 1,
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
      yMax: Number(m[4]),
      text: m[5]!.replace(/&amp;/g, '&'),
    })),
  );
}

const overlap = (a: Word, b: Word) => a.page === b.page && a.xMin < b.xMax && b.xMin < a.xMax && a.yMin < b.yMax && b.yMin < a.yMax;

async function newContract(learner: number, data: LearnerContractData, period?: { startDate: string; endDate: string }): Promise<LearnerContract> {
  const res = await secretariat.post<LearnerContract>('/contracts/learner-contract', { ...contractFromDefaults(learner, data.training!.id, data), ...period });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

describe('a contract reads its prices and mediator from their one source', () => {
  test('a new contract’s fees are the learner’s invoice lines (100, 30 and 60 € in the demo), VAT included', async () => {
    const data = (await secretariat.get<LearnerContractData>(`/contracts/Learner-contract-data/${billed}`)).body;
    assert.equal(data.defaults.registrationFee, 100);
    assert.equal(data.defaults.theoryPrice, 30);
    assert.equal(data.defaults.examFee, 60);
    assert.equal(data.defaults.hourPrice, 55);
    assert.equal(data.defaults.feesSource.kind, 'invoice');
  });

  test('without any quotation or invoice, the fees are the agency’s services flagged for the contract', async () => {
    const learner = await t.deps.db
      .selectFrom('learners')
      .select('id')
      .where('agency_id', '=', t.ids.centre.agencies.blois)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('bills').select('bills.id').whereRef('bills.learner_id', '=', 'learners.id'))))
      .executeTakeFirstOrThrow();
    const data = (await secretariat.get<LearnerContractData>(`/contracts/Learner-contract-data/${learner.id}`)).body;
    assert.deepEqual([data.defaults.registrationFee, data.defaults.theoryPrice, data.defaults.examFee], [100, 30, 60]);
    assert.equal(data.defaults.feesSource.kind, 'services');
  });

  test('the mediator is the billing configuration’s, the one invoices print (CM2C), and follows it', async () => {
    const data = (await secretariat.get<LearnerContractData>(`/contracts/Learner-contract-data/${billed}`)).body;
    const billings = (await gerant.get<HydraCollection<Billing>>(`/billings?agency=${t.ids.centre.agencies.orleans}`)).body['hydra:member'];
    assert.match(data.defaults.mediatorName, /^CM2C/);
    assert.equal(data.defaults.mediatorName, billings[0]!.mediatorName);
    assert.equal(data.defaults.mediatorContact, billings[0]!.mediatorUrl);
    assert.doesNotMatch(JSON.stringify(data), /CNPM/);
    // The seeded contracts name the same mediator.
    const seeded = await t.deps.db.selectFrom('learner_contracts').select('mediator_name').distinct().where('structure_id', '=', t.ids.centre.structureId).execute();
    assert.deepEqual(seeded.map((r) => r.mediator_name), [billings[0]!.mediatorName]);
  });

  test('a draft cannot be signed before it is validated (409, in French); validated, it can', async () => {
    const data = (await secretariat.get<LearnerContractData>(`/contracts/Learner-contract-data/${billed}`)).body;
    // Signed, it holds its period: the other contracts of this learner here start before it (issue 37).
    const contract = await newContract(billed, data, { startDate: '2029-01-01', endDate: '2029-12-31' });
    const refused = await secretariat.patch(`/contracts/learner-contract/${contract.id}`, { action: 'sign', signedPlace: 'Orléans' });
    assert.equal(refused.status, 409);
    assert.match(refused.body.detail ?? refused.body['hydra:description'] ?? '', /brouillon : validez-le avant de le signer/);
    assert.equal((await gerant.patch(`/contracts/learner-contract/${contract.id}`, { action: 'validate' })).status, 200);
    const signed = await secretariat.patch<LearnerContract>(`/contracts/learner-contract/${contract.id}`, { action: 'sign', signedPlace: 'Orléans' });
    assert.equal(signed.status, 200);
    assert.equal(signed.body.status, 'signed');
  });

  test('the PDF: « Permis B » once in the title, and the « lu et approuvé » mention never over « Pour l’établissement »', async () => {
    const data = (await secretariat.get<LearnerContractData>(`/contracts/Learner-contract-data/${billed}`)).body;
    const contract = await newContract(billed, data);
    const pdf = await secretariat.get(`/contracts/learner-contract-display?contract=${contract.id}`);
    assert.equal(pdf.status, 200);
    const words = pdfWords(pdf.bytes);
    const text = words.map((w) => w.text).join(' ');
    assert.doesNotMatch(text, /Permis B \(Permis B\)/);
    assert.match(text, /Contrat n° CT-\d{4}-\d{4} · Permis B /);
    assert.match(text, /CM2C/);
    assert.doesNotMatch(text, /CNPM/);
    for (const [i, a] of words.entries()) {
      for (const b of words.slice(i + 1)) assert.ok(!overlap(a, b), `« ${a.text} » overprints « ${b.text} »`);
    }
    assert.match(text, /lu et approuvé/);
    assert.match(text, /Pour l’établissement/);
  });
});

describe('a validated contract is frozen (issue 23: every issued document)', () => {
  test('its PDF and its record keep the school’s identity of the day it was validated; a draft shows today’s', async () => {
    const data = (await secretariat.get<LearnerContractData>(`/contracts/Learner-contract-data/${billed}`)).body;
    const issued = await newContract(billed, data);
    assert.equal((await gerant.patch(`/contracts/learner-contract/${issued.id}`, { action: 'validate' })).status, 200);
    const before = (await gerant.get<LearnerContract>(`/contracts/learner-contract/${issued.id}`)).body.agency;
    const renamed = { legalName: 'Auto-école Renommée SAS', siret: '73282932000074' };
    assert.notEqual(before.legalName, renamed.legalName);
    const billing = (await gerant.get<HydraCollection<Billing>>(`/billings?agency=${issued.agency.id}`)).body['hydra:member'][0]!;
    assert.equal((await gerant.patch(`/billings/${billing.id}`, renamed)).status, 200);

    const reread = (await gerant.get<LearnerContract>(`/contracts/learner-contract/${issued.id}`)).body;
    assert.equal(reread.agency.legalName, before.legalName);
    assert.equal(reread.agency.siret, before.siret);
    const text = pdfWords((await secretariat.get(`/contracts/learner-contract-display?contract=${issued.id}`)).bytes)
      .map((w) => w.text)
      .join(' ');
    assert.ok(!text.includes('Renommée') && !text.includes(renamed.siret), 'the reprint does not take the new identity');

    const draft = await newContract(billed, data);
    assert.equal(draft.agency.legalName, renamed.legalName);
    assert.equal(draft.agency.siret, renamed.siret);
  });
});
