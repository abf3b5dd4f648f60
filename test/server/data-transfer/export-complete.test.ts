// Issue 37, item 9 (« Réversibilité »): the structure's export holds every business object the school
// entered — agencies, team, organisations, the trainings its learners follow, groups and their members,
// payment schedules, contract amendments, evaluations, observations and service journals, VAT rates,
// services and packages with their lines — each CSV read back by a real
// parser (csv-parse), and docs/export.md documents exactly the files and the headers produced.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import type { DataExport } from '../../../src/modules/data-transfer/types';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const SECRET_HASH = 'scrypt$export-test$ne-doit-jamais-sortir';

let t: TestApp;
let port: string;
let files: Record<string, Uint8Array>;
let learnerId: number;
let memberId: number;

before(async () => {
  t = await createTestApp();
  port = (await signIn(t.app, 'gerant@port.test')).token;
  const db = t.deps.db;
  const { structureId, agencyId } = t.ids.port;
  const base = { structure_id: structureId, agency_id: agencyId };
  learnerId = (await db.selectFrom('learners').select('id').where('structure_id', '=', structureId).orderBy('id').executeTakeFirstOrThrow()).id;
  const followed = (await db.selectFrom('learner_trainings').select('training_id').where('learner_id', '=', learnerId).execute()).map((r) => r.training_id);
  const training = await db.selectFrom('trainings').select(['id', 'code']).$if(followed.length > 0, (q) => q.where('id', 'not in', followed)).orderBy('id').executeTakeFirstOrThrow();
  const type = await db.selectFrom('organization_types').select('id').orderBy('id').executeTakeFirstOrThrow();

  const member = await db
    .insertInto('users')
    .values({ email: 'moniteur.export@port.test', password_hash: SECRET_HASH, first_name: 'Inès', last_name: 'Exportée', role: 'Formateur', structure_id: structureId, teaching_licence: 'E 23 045 0001 0' })
    .returning('id')
    .executeTakeFirstOrThrow();
  memberId = member.id;
  await db.insertInto('user_agencies').values({ user_id: memberId, agency_id: agencyId }).execute();
  const organisation = await db
    .insertInto('organizations')
    .values({ ...base, organization_type_id: type.id, name: 'OPCO Export Mobilités', siret: '12345678900011' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('learner_trainings').values({ ...base, learner_id: learnerId, training_id: training.id, financier_id: organisation.id, start_date: '2026-03-02' }).execute();
  const group = await db.insertInto('groups').values({ ...base, name: 'Code du soir export', trainer_id: memberId }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('group_learners').values([{ group_id: group.id, learner_id: learnerId, team_member_id: null }, { group_id: group.id, learner_id: null, team_member_id: memberId }]).execute();
  await db.insertInto('learner_payment_deadlines').values({ ...base, learner_id: learnerId, label: 'Échéance export 1/3', due_date: '2026-04-05', amount_cents: 39000 }).execute();
  const tva = await db.insertInto('tvas').values({ ...base, label: 'TVA export 2,1 %', rate_bp: 210 }).returning('id').executeTakeFirstOrThrow();
  const service = await db
    .insertInto('services')
    .values({ ...base, name: 'Leçon export', code: 'LEX', unit_price_cents: 4583, unit_price_ttc_cents: 5500, tva_id: tva.id, unit: 'hour', duration_minutes: 60, training_id: training.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pack = await db.insertInto('packages').values({ ...base, name: 'Forfait export 20 h', training_id: training.id }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('package_items').values({ package_id: pack.id, service_id: service.id, position: 1, quantity_centi: 2000, unit_price_cents: null, unit_price_ttc_cents: 6250 }).execute();

  const contract = await db
    .insertInto('learner_contracts')
    .values({ ...base, learner_id: learnerId, training_id: training.id, number: 'CT-EXPORT-1', evaluation_date: '2026-02-20', forecast_minutes: 1200, start_date: '2026-03-02', end_date: '2026-09-02', registration_fee_cents: 0, hour_price_cents: 5500, theory_price_cents: 0, exam_fee_cents: 0, installments: 1, programme: 'REMC', payment_terms: 'Comptant', mediator_name: 'CNPM', mediator_contact: 'cnpm.fr' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('contract_amendments').values({ contract_id: contract.id, number: 'CT-EXPORT-1-A1', extra_minutes: 300, hour_price_cents: 5600, reason: 'Heures supplémentaires export' }).execute();
  await db.insertInto('learner_evaluations').values({ structure_id: structureId, learner_id: learnerId, training_id: training.id, evaluation_date: '2026-02-20', forecast_minutes: 1230, evaluator_id: memberId, comment: 'Évaluation export' }).execute();
  await db.insertInto('observations').values({ structure_id: structureId, learner_id: learnerId, author_id: memberId, content: 'Observation export : créneaux du soir' }).execute();
  await db.insertInto('service_journals').values({ structure_id: structureId, learner_id: learnerId, journal_date: '2026-03-10', label: 'Leçon journal export', duration_minutes: 90, used: 1, used_at: '2026-03-10T18:00:00.000Z' }).execute();

  // Started as the back office starts it: with an Idempotency-Key, so the request runs in a transaction.
  const res = await t.app.request('/api/exports', bearer(port, { method: 'POST', headers: { 'Idempotency-Key': `"${randomUUID().replace(/-/g, '')}"` } }));
  assert.equal(res.status, 202);
  const { '@id': id } = (await res.json()) as DataExport & { '@id': string };
  let state = (await (await t.app.request(id, bearer(port))).json()) as DataExport;
  // A build that cannot finish stays « running »: wait for the end, within a bound that says so.
  for (const giveUp = Date.now() + 120_000; state.status === 'running' && Date.now() < giveUp; ) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    state = (await (await t.app.request(id, bearer(port))).json()) as DataExport;
  }
  assert.equal(state.status, 'done', state.error ?? '');
  files = unzipSync(new Uint8Array(await (await t.app.request(`${id}/file`, bearer(port))).arrayBuffer()));
});
after(() => t.close());

const csvNames = () => Object.keys(files).filter((name) => !name.includes('/') && name.endsWith('.csv')).sort();
/** A CSV file of the zip as csv-parse reads it with the export's settings: its header line and its records by header. */
function table(name: string): { headers: string[]; rows: Record<string, string>[] } {
  const bytes = files[name];
  assert.ok(bytes, `${name} is in the export`);
  const [headers, ...records] = parse(strFromU8(bytes), { bom: true, delimiter: ';' }) as string[][];
  return { headers: headers!, rows: records.map((record) => Object.fromEntries(headers!.map((h, i) => [h, record[i]!]))) };
}
const rowWith = (name: string, column: string, value: string) => {
  const found = table(name).rows.find((row) => row[column] === value);
  assert.ok(found, `${name}: a row whose « ${column} » is « ${value} »`);
  return found;
};

test('every CSV is UTF-8 with a byte order mark and `;`-separated, read by csv-parse', () => {
  for (const name of csvNames()) {
    assert.deepEqual([...files[name]!.slice(0, 3)], [0xef, 0xbb, 0xbf], `${name} starts with the UTF-8 BOM`);
    const { headers } = table(name);
    assert.ok(headers.length > 1, `${name}: ${headers.length} columns`);
    assert.ok(!headers.some((h) => /^[a-z_]+$/.test(h)), `${name}: French headers, not column names`);
  }
});

test('the export holds the agencies, the team (no secret), organisations, trainings followed, groups, schedules, amendments, tracking and the catalogue', () => {
  assert.equal(rowWith('agences.csv', 'Identifiant', String(t.ids.port.agencyId))['Principale'] !== undefined, true);
  const member = rowWith('equipe.csv', 'N° membre', String(memberId));
  assert.equal(member['Nom'], 'Exportée');
  assert.equal(member['Rôle'], 'Formateur');
  assert.equal(member['Autorisation d’enseigner'], 'E 23 045 0001 0');
  assert.ok(member['Agences'], 'the agencies of the team member');
  const manager = rowWith('equipe.csv', 'E-mail', 'gerant@port.test');
  assert.equal(manager['Rôle'], 'Gérant', 'the role’s French label, never MANAGER');
  assert.equal(manager['Agences'], 'Toutes', 'a manager works in every agency');
  const everything = csvNames().map((name) => strFromU8(files[name]!)).join('\n');
  assert.ok(!everything.includes(SECRET_HASH) && !everything.includes('scrypt$'), 'no password hash');

  const organisation = rowWith('organismes.csv', 'Nom', 'OPCO Export Mobilités');
  assert.equal(organisation['SIRET'], '12345678900011');
  const followed = rowWith('formations-des-apprenants.csv', 'Financeur', 'OPCO Export Mobilités');
  assert.equal(followed['N° apprenant'], String(learnerId));
  assert.equal(followed['Statut'], 'En cours');
  assert.equal(followed['Début'], '02/03/2026');
  assert.equal(followed['Identifiant du financeur'], organisation['Identifiant']);

  const group = rowWith('groupes.csv', 'Nom', 'Code du soir export');
  assert.equal(group['Formateur référent'], 'Exportée Inès');
  const members = table('membres-des-groupes.csv').rows.filter((row) => row['Identifiant du groupe'] === group['Identifiant']);
  assert.deepEqual(members.map((m) => [m['Type'], m['N° apprenant'], m['N° membre']]), [['Apprenant', String(learnerId), ''], ['Membre de l’équipe', '', String(memberId)]]);

  const deadline = rowWith('echeances.csv', 'Libellé', 'Échéance export 1/3');
  assert.deepEqual([deadline['N° apprenant'], deadline['Date d’échéance'], deadline['Montant (€)'], deadline['Réglée le']], [String(learnerId), '05/04/2026', '390,00', '']);

  const amendment = rowWith('avenants.csv', 'Numéro', 'CT-EXPORT-1-A1');
  assert.deepEqual([amendment['Contrat'], amendment['N° apprenant'], amendment['Statut'], amendment['Heures ajoutées'], amendment['Prix de l’heure (€)']], ['CT-EXPORT-1', String(learnerId), 'Brouillon', '5', '56,00']);
  const evaluation = rowWith('evaluations.csv', 'Commentaire', 'Évaluation export');
  assert.deepEqual([evaluation['N° apprenant'], evaluation['Date d’évaluation'], evaluation['Heures prévues'], evaluation['Évaluateur']], [String(learnerId), '20/02/2026', '20,5', 'Exportée Inès']);
  assert.equal(rowWith('observations.csv', 'Observation', 'Observation export : créneaux du soir')['Auteur'], 'Exportée Inès');
  const journal = rowWith('journal-des-prestations.csv', 'Libellé', 'Leçon journal export');
  assert.deepEqual([journal['Date'], journal['Durée (min)'], journal['Utilisée'], journal['Utilisée le']], ['10/03/2026', '90', 'Oui', '10/03/2026']);

  assert.equal(rowWith('taux-de-tva.csv', 'Libellé', 'TVA export 2,1 %')['Taux (%)'], '2,1');
  const service = rowWith('prestations.csv', 'Nom', 'Leçon export');
  assert.deepEqual([service['Unité'], service['Prix unitaire HT (€)'], service['Prix unitaire TTC (€)'], service['Taux de TVA (%)'], service['Durée (min)']], ['Heure', '45,83', '55,00', '2,1', '60']);
  const pack = rowWith('forfaits.csv', 'Nom', 'Forfait export 20 h');
  const line = rowWith('lignes-des-forfaits.csv', 'Identifiant du forfait', pack['Identifiant']!);
  assert.deepEqual([line['Prestation'], line['Identifiant de la prestation'], line['Quantité'], line['Prix unitaire HT du forfait (€)'], line['Prix unitaire TTC du forfait (€)']], ['Leçon export', service['Identifiant'], '20', '', '62,50']);
});

/** The files docs/export.md documents: each `### \`name.csv\`` section (one may name several files) and the first cells of its column table. */
async function documentedFiles(): Promise<Map<string, string[]>> {
  const doc = await readFile(new URL('../../../docs/export.md', import.meta.url), 'utf8');
  const sections = doc.split(/^### /m).slice(1);
  const documented = new Map<string, string[]>();
  for (const section of sections) {
    const [heading = '', ...lines] = section.split('\n');
    const columns = lines.filter((line) => line.startsWith('|')).slice(2).map((row) => row.split('|')[1]!.trim());
    for (const [, name] of heading.matchAll(/`([^`]+\.csv)`/g)) documented.set(name!, columns);
  }
  return documented;
}

test('docs/export.md documents exactly the CSV files produced, and each one’s headers in order', async () => {
  const documented = await documentedFiles();
  assert.deepEqual([...documented.keys()].sort(), csvNames());
  for (const name of csvNames()) assert.deepEqual(documented.get(name), table(name).headers, `the columns of ${name}`);
  const doc = await readFile(new URL('../../../docs/export.md', import.meta.url), 'utf8');
  for (const stored of Object.keys(files).filter((name) => name.includes('/'))) {
    const folder = stored.slice(0, stored.indexOf('/') + 1);
    assert.ok(doc.includes(`\`${folder}`), `docs/export.md describes ${folder}`);
  }
});
