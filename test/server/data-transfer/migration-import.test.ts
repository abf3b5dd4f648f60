// Issue 37, item 8 (« Migration »): the learners' import maps the columns of another software's file to
// Volant's fields (guessed from the headers), ignores the others with a warning instead of refusing the
// file, reads Windows-1252, and takes civility, full address, the training followed and its funder, and
// the opening balance (« reprise de solde »), recorded as such: on the learner's balance and in the
// ledger's opening journal, never as an invoice. The file is « Conduite+ Gestion »'s export made up by
// test/fixtures/migration/generate.mjs: 500 learners, imported in one go.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { ImportPreview, ImportResult } from '../../../src/modules/data-transfer/types';
import type { ErrorBody } from '../../../src/shared/api/hydra';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { defuseFormula } from '../../../server/core/csv';
import { learnerBalances } from '../../../server/resources/learners/balance';
import { accountingEntries } from '../../../server/resources/ledger/entries';
import { FILE, generate, LEARNERS } from '../../fixtures/migration/generate';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let gerant: string;
let fixture: Uint8Array<ArrayBuffer>;
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  fixture = new Uint8Array(await readFile(FILE));
});
after(() => t.close());

async function upload<T>(path: string, content: string | Uint8Array<ArrayBuffer>, status: number, fields: Record<string, string> = {}, token = gerant): Promise<T> {
  const form = new FormData();
  form.set('file', new File([content], 'eleves.csv', { type: 'application/vnd.ms-excel' }));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const res = await t.app.request(`/api${path}`, bearer(token, { method: 'POST', body: form }));
  const body = (await res.json()) as T;
  assert.equal(res.status, status, JSON.stringify(body).slice(0, 600));
  return body;
}

const structureId = () => t.ids.centre.structureId;
const count = async (table: 'learners' | 'opening_balances' | 'learner_trainings') =>
  Number((await t.deps.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('structure_id', '=', structureId()).executeTakeFirstOrThrow()).n);

const IGNORED = ['Code élève', 'Moniteur référent', 'Heures effectuées', 'Observations'];

describe('the import of another software’s export (Conduite+ Gestion, 500 learners)', () => {
  test('the committed fixture is what its generator writes (deterministic)', () => {
    assert.deepEqual(Buffer.from(generate()), Buffer.from(fixture));
  });

  let preview: ImportPreview;
  test('the dry run guesses the mapping, reports what is taken and left out, and writes nothing', async () => {
    const before = await count('learners');
    preview = await upload<ImportPreview>('/imports/learners/preview', fixture, 200);
    assert.equal(await count('learners'), before, 'nothing written');
    assert.equal(await count('opening_balances'), 0);
    assert.deepEqual(preview.mapping, [
      null, 'civilite', 'nom', 'prenom', 'date_naissance', 'lieu_naissance', 'adresse', 'code_postal', 'ville', 'telephone', 'email', 'neph',
      'agence', 'formation', 'date_inscription', 'statut_formation', 'organisme', 'solde', null, null, null,
    ]);
    assert.deepEqual(preview.ignored, IGNORED, 'unknown columns are ignored, not refused');
    assert.deepEqual(preview.missing, []);
    assert.equal(preview.headers[1], 'Civilité', 'Windows-1252 decoded');
    assert.deepEqual([preview.total, preview.valid, preview.errors.length], [LEARNERS, LEARNERS, 0]);
    const warned = preview.warnings.flatMap((w) => w.messages);
    assert.ok(warned.some((m) => m.startsWith('Formation inconnue, apprenant importé sans formation : « AAC »')));
    assert.ok(warned.some((m) => m.startsWith('Organisme inconnu, formation enregistrée sans financeur : « Mairie de Vineuil »')));
    assert.ok(preview.openingBalances.count > 100);
    assert.equal(preview.taken.find((f) => f.field === 'code_postal')?.lines, LEARNERS);
  });

  test('the import takes all 500 in one go: address, civility, trainings, funders and opening balances', async () => {
    const before = await count('learners');
    const done = await upload<ImportResult>('/imports/learners', fixture, 201, { duplicates: 'import' });
    assert.equal(done.imported, LEARNERS);
    assert.deepEqual(done.ignored, IGNORED);
    assert.equal(await count('learners'), before + LEARNERS);

    const first = await t.deps.db
      .selectFrom('learners')
      .selectAll()
      .where('structure_id', '=', structureId())
      .where('email', '=', 'aurelien.martin.1@exemple.fr')
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      [first.civility, first.last_name, first.first_name, first.birth_date, first.address, first.postal_code, first.city, first.neph],
      ['M.', 'MARTIN', 'Aurélien', '1989-08-06', '90 allée des Tilleuls', '37000', 'Tours', '527032482041'],
    );
    const registration = await t.deps.db.selectFrom('learner_trainings').innerJoin('trainings', 'trainings.id', 'learner_trainings.training_id').select(['trainings.code', 'learner_trainings.start_date', 'learner_trainings.status']).where('learner_id', '=', first.id).executeTakeFirstOrThrow();
    assert.deepEqual(registration, { code: 'B', start_date: '2024-08-27', status: 'terminee' });
    const funded = await t.deps.db.selectFrom('learner_trainings').innerJoin('organizations', 'organizations.id', 'learner_trainings.financier_id').select('organizations.name').where('learner_trainings.structure_id', '=', structureId()).execute();
    assert.ok(funded.some((f) => f.name === 'OPCO Mobilités') && funded.some((f) => f.name === 'France Travail Orléans'));

    // Opening balances: as many as announced, the same total, never an invoice.
    const balances = await t.deps.db.selectFrom('opening_balances').selectAll().where('structure_id', '=', structureId()).execute();
    assert.equal(balances.length, preview.openingBalances.count);
    assert.equal(balances.reduce((sum, b) => sum + b.amount_cents, 0), preview.openingBalances.totalCents);
    const importedIds = balances.map((b) => b.learner_id);
    const invoices = await t.deps.db.selectFrom('bills').select('id').where('learner_id', 'in', importedIds).execute();
    assert.equal(invoices.length, 0, 'no invoice made up');
  });

  test('an opening balance « 1 234,50 » is the learner’s balance, échu, and an opening entry of the ledger', async () => {
    const owed = await t.deps.db
      .selectFrom('opening_balances')
      .innerJoin('learners', 'learners.id', 'opening_balances.learner_id')
      .select(['opening_balances.learner_id', 'opening_balances.amount_cents', 'opening_balances.agency_id', 'opening_balances.entry_date', 'learners.last_name'])
      .where('opening_balances.structure_id', '=', structureId())
      .where('opening_balances.amount_cents', '>', 100_000)
      .orderBy('opening_balances.id')
      .executeTakeFirstOrThrow();
    assert.equal(owed.entry_date, parisDate(t.deps.now()));
    const auth = { structureId: structureId(), agencyIds: [owed.agency_id] };
    const balance = (await learnerBalances(t.deps.db, auth, [owed.learner_id], parisDate(t.deps.now()))).get(owed.learner_id)!;
    assert.deepEqual(balance, { owed: owed.amount_cents / 100, due: owed.amount_cents / 100, upcoming: 0 });

    const entries = await accountingEntries(t.deps.db, structureId(), owed.entry_date, owed.entry_date);
    const openings = entries.filter((e) => e.journal.code === 'AN');
    assert.equal(openings.length, (await count('opening_balances')));
    const mine = openings.find((e) => e.label.includes(owed.last_name) && e.lines[0]!.debitCents === owed.amount_cents)!;
    assert.ok(mine, 'the learner’s opening entry');
    assert.deepEqual(
      mine.lines.map((l) => [l.account.num, l.debitCents, l.creditCents]),
      [['411000', owed.amount_cents, 0], ['890000', 0, owed.amount_cents]],
    );
    assert.equal(mine.invoiceId, null, 'not an invoice');
  });
});

describe('the mapping step', () => {
  test('a column Volant has no field for is ignored with a warning, never refused', async () => {
    const csv = 'Prénom;Nom;Agence;Couleur préférée;Ville\nLéa;Fontaine;Blois;bleu;Blois\n';
    const preview = await upload<ImportPreview>('/imports/learners/preview', csv, 200);
    assert.deepEqual(preview.ignored, ['Couleur préférée']);
    assert.equal(preview.valid, 1);
    const done = await upload<ImportResult>('/imports/learners', csv, 201);
    assert.deepEqual([done.imported, done.ignored], [1, ['Couleur préférée']]);
  });

  test('the person’s mapping wins over the guess; a field mapped twice or a required field left out is named', async () => {
    const csv = 'Élève;Famille;Site;Remarque\nNoé;Girard;Tours;B\n';
    const guessed = await upload<ImportPreview>('/imports/learners/preview', csv, 200);
    assert.deepEqual(guessed.mapping, [null, null, 'agence', null]);
    assert.deepEqual(guessed.missing, ['Prénom', 'Nom']);
    const refused = await upload<ErrorBody>('/imports/learners', csv, 422);
    assert.equal(refused.violations?.[0]?.propertyPath, 'mapping');
    assert.match(refused.violations?.[0]?.message ?? '', /Associez une colonne du fichier à : Prénom, Nom/);

    const twice = await upload<ErrorBody>('/imports/learners/preview', csv, 422, { mapping: JSON.stringify(['prenom', 'prenom', 'agence', null]) });
    assert.match(twice.violations?.[0]?.message ?? '', /associé à plusieurs colonnes/);
    const mapping = JSON.stringify(['prenom', 'nom', 'agence', 'formation']);
    const mapped = await upload<ImportPreview>('/imports/learners/preview', csv, 200, { mapping });
    assert.deepEqual([mapped.missing, mapped.valid, mapped.sample[0]], [[], 1, { prenom: 'Noé', nom: 'Girard', agence: 'Tours', formation: 'B' }]);
    const done = await upload<ImportResult>('/imports/learners', csv, 201, { mapping });
    assert.equal(done.imported, 1);
  });

  test('all or nothing: one wrong amount, nothing written (no learner, no opening balance)', async () => {
    const before = [await count('learners'), await count('opening_balances')];
    const csv = 'prenom;nom;agence;solde\nAnaïs;Ménard;Blois;1 234,50\nLoïc;Dupré;Blois;douze euros\n';
    const refused = await upload<ErrorBody>('/imports/learners', csv, 422);
    assert.match(refused.detail ?? '', /ligne 3 : Montant de reprise de solde invalide : « douze euros »/);
    assert.deepEqual([await count('learners'), await count('opening_balances')], before);
  });

  test('the caller’s structure and agencies only: another school’s manager cannot reach these agencies or organisations', async () => {
    const port = (await signIn(t.app, 'gerant@port.test')).token;
    const csv = 'prenom;nom;agence;formation;organisme\nHugo;Mercier;Blois;B;OPCO Mobilités\n';
    const preview = await upload<ImportPreview>('/imports/learners/preview', csv, 200, {}, port);
    assert.deepEqual(preview.errors[0]?.messages, ['Agence inconnue : « Blois ».']);
  });

  test('formulas and markup are kept as text, and defused when the export writes them', async () => {
    const name = '=HYPERLINK("http://evil.test","x")';
    const csv = `prenom;nom;agence\n"${name.replaceAll('"', '""')}";<img src=x onerror=alert(1)>;Blois\n`;
    await upload<ImportResult>('/imports/learners', csv, 201);
    const row = await t.deps.db.selectFrom('learners').select(['first_name', 'last_name']).where('first_name', '=', name).executeTakeFirstOrThrow();
    assert.equal(row.last_name, '<img src=x onerror=alert(1)>', 'stored as typed, escaped where shown');
    assert.equal(defuseFormula(row.first_name), `'${name}`, 'a spreadsheet does not run it');
  });
});
