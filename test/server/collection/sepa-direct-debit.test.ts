// SEPA direct debit (issue 42): mandates recorded on paper with their identifiers checked, and
// batches of due instalments whose pain.008.001.08 file is validated by libxml2 (Debian's xmllint)
// against the official ISO 20022 schema and read back through libxml2's XPath.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Billing } from '../../../src/modules/billing/types';
import type { SepaBatch, SepaMandate } from '../../../src/modules/collection/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import { plusDays } from '../../../src/shared/i18n/calendar-lite';
import type { Api } from '../accounting/client';
import type { TestApp } from '../helpers';
import { instalment as instalmentOf, mandatePayload, schemaErrors as schemaErrorsIn, sepaContext, type SepaContext } from './fixtures';

const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.08';

let c: SepaContext;
let t: TestApp;
let gerant: Api;
let secretariat: Api;
let orleans: number;
let work: string;
let today: string;
let learners: number[];

const schemaErrors = (xml: string) => schemaErrorsIn(work, xml);
const instalment = (learnerId: number, label: string, dueDate: string, amountCents: number) => instalmentOf(c, learnerId, label, dueDate, amountCents);
const mandate = (learner: number, extra: Record<string, unknown> = {}) => mandatePayload(c, learner, extra);

/** The text values an XPath selects in the file, read by libxml2 (the namespace bound to `p`). */
function xpath(xml: string, expression: string): string[] {
  const file = join(work, 'read.xml');
  writeFileSync(file, xml);
  const shell = `setns p=${NS}\ncat ${expression}\n`;
  const out = execFileSync('xmllint', ['--shell', file], { input: shell, stdio: ['pipe', 'pipe', 'pipe'] }).toString();
  return out
    .split('\n')
    .map((line) => line.replace(/^\/ > ?/, '').trim())
    .filter((line) => line !== '' && line !== '-------' && !line.startsWith('/ >'));
}

before(async () => {
  c = await sepaContext(2);
  ({ t, gerant, secretariat, orleans, today, learners } = c);
  work = mkdtempSync(join(tmpdir(), 'volant-sepa-'));
});

after(async () => {
  rmSync(work, { recursive: true, force: true });
  await t.close();
});

describe('the creditor identifier of the billing settings', () => {
  test('a wrong ICS check digit is refused, a right one kept without its spaces', async () => {
    const billing = (await gerant.get<HydraCollection<Billing>>(`/billings?agency=${orleans}`)).body['hydra:member'][0]!;
    const wrong = await gerant.patch<{ violations: Array<{ propertyPath: string; message: string }> }>(`/billings/${billing.id}`, { creditorId: 'FR73ZZZ123456' });
    assert.equal(wrong.status, 422);
    assert.deepEqual(wrong.body.violations.map((v) => v.propertyPath), ['creditorId']);
    const right = await gerant.patch<Billing>(`/billings/${billing.id}`, { creditorId: 'fr72 zzz 123456', preNotificationDays: 14 });
    assert.equal(right.status, 200, JSON.stringify(right.body));
    assert.equal(right.body.creditorId, 'FR72ZZZ123456');
  });
});

describe('mandates', () => {
  test('the IBAN checksum, the BIC and the signature date are checked', async () => {
    const bad = await secretariat.post<{ violations: Array<{ propertyPath: string }> }>('/accounting/sepa-mandates', mandate(learners[0]!, { iban: 'FR1420041010050500013M02607', bic: 'PSST' }));
    assert.equal(bad.status, 422);
    assert.deepEqual(bad.body.violations.map((v) => v.propertyPath).sort(), ['bic', 'iban']);
    const future = await secretariat.post<{ violations: Array<{ propertyPath: string }> }>('/accounting/sepa-mandates', mandate(learners[0]!, { signedOn: plusDays(today, 1) }));
    assert.equal(future.status, 422);
    assert.deepEqual(future.body.violations.map((v) => v.propertyPath), ['signedOn']);
  });

  test('the secretary records a paper mandate: Volant gives its RUM, the first collection is FRST, a RUM is used once', async () => {
    const created = await secretariat.post<SepaMandate>('/accounting/sepa-mandates', mandate(learners[0]!));
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.reference, `VOLANT-${learners[0]}-1`);
    assert.equal(created.body.iban, 'FR1420041010050500013M02606');
    assert.equal(created.body.bic, 'PSSTFRPP');
    assert.equal(created.body.signatureMethod, 'paper');
    assert.equal(created.body.nextSequenceType, 'FRST');
    const again = await secretariat.post('/accounting/sepa-mandates', mandate(learners[1]!, { reference: created.body.reference }));
    assert.equal(again.status, 409);
    const second = await secretariat.post<SepaMandate>('/accounting/sepa-mandates', mandate(learners[1]!, { reference: 'ECOLE-2026-0042', debtorName: 'Luc Dupont' }));
    assert.equal(second.status, 201, JSON.stringify(second.body));
  });
});

describe('batches and their pain.008 file', () => {
  let firstOfA = 0;
  let secondOfA = 0;
  let onlyOfB = 0;

  before(async () => {
    firstOfA = await instalment(learners[0]!, 'Échéance 1/3 — 390,00 €', plusDays(today, -20), 39000);
    secondOfA = await instalment(learners[0]!, 'Échéance 2/3 — 390,00 €', plusDays(today, 5), 39000);
    onlyOfB = await instalment(learners[1]!, 'Échéance 1/2 — 450,50 €', plusDays(today, 10), 45050);
    await instalment(learners[1]!, 'Échéance 2/2 — 450,50 €', plusDays(today, 60), 45050);
  });

  test('a collection date inside the pre-notification delay is refused', async () => {
    const early = await gerant.post<{ violations: Array<{ propertyPath: string }> }>('/accounting/sepa-batches', { agency: orleans, collectionDate: plusDays(today, 13) });
    assert.equal(early.status, 422);
    assert.deepEqual(early.body.violations.map((v) => v.propertyPath), ['collectionDate']);
  });

  test('the first batch: one FRST per new mandate, valid against the ISO 20022 schema, and a notice per debtor', async () => {
    const collectionDate = plusDays(today, 14);
    const created = await secretariat.post<SepaBatch>('/accounting/sepa-batches', { agency: orleans, collectionDate });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.transactions, 2);
    assert.equal(created.body.total, 840.5);
    const file = await secretariat.get(`/accounting/sepa-batches/${created.body.id}/pain008`);
    assert.equal(file.status, 200);
    assert.match(file.headers.get('content-type') ?? '', /application\/xml/);
    const xml = Buffer.from(file.bytes).toString('utf8');
    assert.equal(schemaErrors(xml), '');
    assert.deepEqual(xpath(xml, '//p:GrpHdr/p:MsgId/text()'), [created.body.messageId]);
    assert.deepEqual(xpath(xml, '//p:GrpHdr/p:CtrlSum/text()'), ['840.50']);
    assert.deepEqual(xpath(xml, '//p:PmtInf/p:PmtTpInf/p:SeqTp/text()'), ['FRST']);
    assert.deepEqual(xpath(xml, '//p:PmtInf/p:ReqdColltnDt/text()'), [collectionDate]);
    assert.deepEqual(xpath(xml, '//p:CdtrSchmeId//p:Othr/p:Id/text()'), ['FR72ZZZ123456']);
    assert.deepEqual(xpath(xml, '//p:DrctDbtTxInf/p:DrctDbtTx/p:MndtRltdInf/p:MndtId/text()'), [`VOLANT-${learners[0]}-1`, 'ECOLE-2026-0042']);
    assert.deepEqual(xpath(xml, '//p:DrctDbtTxInf/p:InstdAmt/text()'), ['390.00', '450.50']);
    assert.deepEqual(xpath(xml, '//p:DrctDbtTxInf/p:RmtInf/p:Ustrd/text()'), ['Echeance 1/3 390,00', 'Echeance 1/2 450,50']);
    const items = await t.deps.db.selectFrom('sepa_batch_items').select('deadline_id').where('batch_id', '=', created.body.id).orderBy('deadline_id').execute();
    assert.deepEqual(items.map((i) => i.deadline_id), [firstOfA, onlyOfB].sort((a, b) => a - b));
    const notices = await t.deps.db.selectFrom('outbox_emails').select(['learner_id', 'subject', 'body_text']).where('document', '=', 'directDebitNotice').where('learner_id', 'in', learners).orderBy('learner_id').execute();
    assert.deepEqual(notices.map((n) => n.learner_id), [...learners]);
    assert.match(notices[0]!.body_text, /390,00\s€/);
    assert.match(notices[0]!.body_text, /FR72ZZZ123456/);
  });

  test('the next batch collects the mandate already used as RCUR, and nothing is collected twice', async () => {
    const collectionDate = plusDays(today, 15);
    const created = await gerant.post<SepaBatch>('/accounting/sepa-batches', { agency: orleans, collectionDate });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const xml = Buffer.from((await gerant.get(`/accounting/sepa-batches/${created.body.id}/pain008`)).bytes).toString('utf8');
    assert.equal(schemaErrors(xml), '');
    assert.deepEqual(xpath(xml, '//p:PmtInf/p:PmtTpInf/p:SeqTp/text()'), ['RCUR']);
    const items = await t.deps.db.selectFrom('sepa_batch_items').select('deadline_id').where('batch_id', '=', created.body.id).execute();
    assert.deepEqual(items.map((i) => i.deadline_id), [secondOfA]);
    const mandates = await gerant.get<HydraCollection<SepaMandate>>(`/accounting/sepa-mandates?learner=${learners[0]}`);
    assert.equal(mandates.body['hydra:member'][0]!.nextSequenceType, 'RCUR');
    const nothing = await gerant.post('/accounting/sepa-batches', { agency: orleans, collectionDate });
    assert.equal(nothing.status, 422);
  });

  test('a revoked mandate is collected no more', async () => {
    const [m] = (await gerant.get<HydraCollection<SepaMandate>>(`/accounting/sepa-mandates?learner=${learners[1]}`)).body['hydra:member'];
    const revoked = await gerant.patch<SepaMandate>(`/accounting/sepa-mandates/${m!.id}`, { status: 'revoked' });
    assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
    assert.equal(revoked.body.status, 'revoked');
    const later = await gerant.post('/accounting/sepa-batches', { agency: orleans, collectionDate: plusDays(today, 70) });
    assert.equal(later.status, 422);
  });

  test('the schema check is real: a file without its creditor scheme identifier is refused by xmllint', async () => {
    const [batch] = (await gerant.get<HydraCollection<SepaBatch>>('/accounting/sepa-batches')).body['hydra:member'];
    const xml = Buffer.from((await gerant.get(`/accounting/sepa-batches/${batch!.id}/pain008`)).bytes).toString('utf8');
    assert.notEqual(schemaErrors(xml.replace('<PmtMtd>DD</PmtMtd>', '<PmtMtd>TRF</PmtMtd>')), '');
  });
});
