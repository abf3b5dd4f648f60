// Issue 37, item 9 (« Réversibilité »): the structure's export holds every business object the school
// entered — agencies, team, organisations, the trainings its learners follow, groups and their members,
// payment schedules, contract amendments, evaluations, observations and service journals, VAT rates,
// services and packages with their lines, and (issue 37, Réversibilité) availability, notices, pushes,
// materials, agendas, activities, locations, opening balances, billing, accounting and planning settings,
// rights profiles — each CSV read back by a real
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

  // What the school configures and runs day to day (issue 37, Réversibilité).
  await db.insertInto('opening_balances').values({ ...base, learner_id: learnerId, amount_cents: 123450, entry_date: '2026-01-05', label: 'Reprise de solde', created_by: null }).execute();
  await db.insertInto('availability_schedules').values({ structure_id: structureId, learner_id: learnerId, period_start: '2026-03-01', period_end: null, schedules_json: JSON.stringify([{ day: 1, start: '08:00', end: '12:00' }, { day: 3, start: '14:00', end: '18:00' }]) }).execute();
  const request = await db.insertInto('notice_requests').values({ ...base, learner_id: learnerId, request_date: '2026-04-01' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('notices').values({ ...base, learner_id: learnerId, request_id: request.id, author_name: 'Avis export', rating: 5, comment: 'Très bonne école export', notice_date: '2026-04-03', verified: 1 }).execute();
  await db.insertInto('pushes').values({ ...base, title: 'Push export', message: 'Examen blanc samedi', target: 'learner', learner_id: learnerId, recipient_label: 'Un apprenant', start_date: '2026-04-10', end_date: '2026-04-20' }).execute();
  const resourceType = await db.selectFrom('agenda_resource_types').select('id').where('is_resource', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const materialType = await db.insertInto('material_types').values({ structure_id: structureId, name: 'Voiture export', agenda_resource_type_id: resourceType.id }).returning('id').executeTakeFirstOrThrow();
  const material = await db.insertInto('material_resources').values({ structure_id: structureId, type_id: materialType.id, name: 'Clio export', reference: 'AB-123-CD', description: null }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('material_resource_agencies').values({ resource_id: material.id, agency_id: agencyId }).execute();
  const agenda = await db.insertInto('agendas').values({ ...base, type_id: resourceType.id, name: 'Agenda export Clio', color: '#123456', resource_id: material.id, day_start: '08:00', day_end: '19:00' }).returning('id').executeTakeFirstOrThrow();
  const profile = await db.insertInto('planning_profiles').values({ structure_id: structureId, name: 'Profil planning export', default_view: 'week' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('planning_profile_agendas').values({ profile_id: profile.id, agenda_id: agenda.id, position: 1 }).execute();
  await db.insertInto('planning_activities').values({ ...base, name: 'Activité export', color: '#654321', duration_minutes: 45 }).execute();
  await db.insertInto('appointment_locations').values({ ...base, name: 'Lieu export', address: '3 quai export', postal_code: '44000', city: 'Nantes' }).execute();
  await db.deleteFrom('planning_configs').where('agency_id', '=', agencyId).execute();
  await db.insertInto('planning_configs').values({ ...base, day_start: '07:30', day_end: '20:00', slot_duration_minutes: 60, planning_comment: 'Commentaire planning export' }).execute();
  await db.deleteFrom('customer_accounts').where('agency_id', '=', agencyId).execute();
  await db.insertInto('customer_accounts').values({ ...base, customer_account: '411900', sales_account: '706900', vat_account: '445719', bank_account: '512900', sales_journal: 'VTX', bank_journal: 'BQX' }).execute();
  await db.deleteFrom('billings').where('agency_id', '=', agencyId).execute();
  await db.insertInto('billings').values({ ...base, legal_name: 'Auto-école Export SARL', siret: '12345678900029' }).execute();
  await db.updateTable('structures').set({ fiscal_first_start: '2025-07-01', fiscal_first_end: '2026-06-30' }).where('id', '=', structureId).execute();
  const rights = await db.insertInto('role_accounts').values({ structure_id: structureId, name: 'Profil droits export' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('role_account_permissions').values([{ account_id: rights.id, permission: 'isConfigBilling' }, { account_id: rights.id, permission: 'isConfigAccount' }]).execute();
  await db.insertInto('role_authorizations').values({ account_id: rights.id, agency_id: agencyId, permission: 'isCreateQuotation' }).execute();
  await db.insertInto('user_authorizations').values({ user_id: memberId, agency_id: agencyId, permission: 'isConfigPlanning' }).execute();

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

test('the export holds availability, notices, pushes, materials, agendas, activities, locations, opening balances, settings and rights profiles', () => {
  const opening = rowWith('reprises-de-solde.csv', 'N° apprenant', String(learnerId));
  assert.deepEqual([opening['Libellé'], opening['Date de reprise'], opening['Montant (€)']], ['Reprise de solde', '05/01/2026', '1234,50']);
  assert.equal(rowWith('disponibilites.csv', 'N° apprenant', String(learnerId))['Créneaux de la semaine'], 'lundi 08:00-12:00, mercredi 14:00-18:00');
  const request = rowWith('demandes-d-avis.csv', 'N° apprenant', String(learnerId));
  assert.deepEqual([request['Demandée le'], request['Statut']], ['01/04/2026', 'En attente']);
  const notice = rowWith('avis.csv', 'Auteur', 'Avis export');
  assert.deepEqual([notice['Note'], notice['Vérifié'], notice['Identifiant de la demande']], ['5', 'Oui', request['Identifiant']]);
  const push = rowWith('notifications-push.csv', 'Titre', 'Push export');
  assert.deepEqual([push['Type de destinataire'], push['N° apprenant'], push['État'], push['Début']], ['Apprenant', String(learnerId), 'Brouillon', '10/04/2026']);
  const material = rowWith('materiels.csv', 'Nom', 'Clio export');
  assert.deepEqual([material['Type'], material['Référence']], ['Voiture export', 'AB-123-CD']);
  assert.ok(material['Agences'], 'the agencies of the material');
  const agenda = rowWith('agendas.csv', 'Nom', 'Agenda export Clio');
  assert.deepEqual([agenda['Identifiant du matériel'], agenda['Début de journée'], agenda['Actif']], [material['Identifiant'], '08:00', 'Oui']);
  assert.equal(rowWith('profils-de-planning.csv', 'Profil', 'Profil planning export')['Agendas'], 'Agenda export Clio');
  assert.equal(rowWith('activites.csv', 'Nom', 'Activité export')['Durée (min)'], '45');
  assert.equal(rowWith('lieux.csv', 'Nom', 'Lieu export')['Ville'], 'Nantes');
  const planning = rowWith('parametres-du-planning.csv', 'Commentaire du planning', 'Commentaire planning export');
  assert.deepEqual([planning['Début de journée'], planning['Fin de journée'], planning['Durée d’un créneau (min)']], ['07:30', '20:00', '60']);
  assert.equal(rowWith('comptes-clients.csv', 'Compte client', '411900')['Journal des ventes'], 'VTX');
  assert.equal(rowWith('parametres-de-facturation.csv', 'Raison sociale', 'Auto-école Export SARL')['SIRET'], '12345678900029');
  assert.deepEqual(table('exercice-comptable.csv').rows, [{ 'Début du premier exercice': '01/07/2025', 'Fin du premier exercice': '30/06/2026' }]);
  assert.equal(rowWith('profils-de-droits.csv', 'Profil', 'Profil droits export')['Droits'], 'isConfigAccount, isConfigBilling');
  assert.equal(rowWith('droits-des-profils-par-agence.csv', 'Profil', 'Profil droits export')['Droit'], 'isCreateQuotation');
  assert.equal(rowWith('droits-des-membres-par-agence.csv', 'N° membre', String(memberId))['Droit'], 'isConfigPlanning');
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
