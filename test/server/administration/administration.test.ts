import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { unzipSync, strFromU8 } from 'fflate';
import type { ErrorBody, HydraCollection } from '../../../src/shared/api/hydra';
import type { DataExport, ImportPreview, ImportResult } from '../../../src/modules/data-transfer/types';
import type { RoleAccount } from '../../../src/modules/roles/types';
import type { TeamMember } from '../../../src/modules/users/types';
import type { SessionUser } from '../../../src/shared/session/types';
import { bearer, createTestApp, jsonBody, signIn, type TestApp } from '../helpers';

/** The smallest PNG: a 1×1 transparent pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let gerant: string;
let admin: string;
let port: string;
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  admin = (await signIn(t.app, 'admin@volant.test')).token;
  port = (await signIn(t.app, 'gerant@port.test')).token;
});
after(() => t.close());

const json = async <T>(res: Response | Promise<Response>, status: number): Promise<T> => {
  const r = await res;
  const body = (await r.json()) as T;
  assert.equal(r.status, status, JSON.stringify(body));
  return body;
};
const patch = (path: string, body: unknown, token: string) =>
  t.app.request(path, { method: 'PATCH', headers: { 'Content-Type': 'application/merge-patch+json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
const upload = (path: string, token: string, content: string | Uint8Array<ArrayBuffer>, name = 'import.csv') => {
  const form = new FormData();
  form.set('file', new File([content], name, { type: 'text/csv' }));
  return t.app.request(path, bearer(token, { method: 'POST', body: form }));
};

describe('team members', () => {
  test('sorted by first then last name, filtered by agency, with their agencies', async () => {
    const all = await json<HydraCollection<TeamMember>>(t.app.request('/api/team-members?itemsPerPage=100', bearer(gerant)), 200);
    const names = all['hydra:member'].map((m) => `${m.firstName} ${m.lastName}`);
    assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b)));
    const tours = await json<HydraCollection<TeamMember>>(t.app.request(`/api/team-members?agency=${t.ids.centre.agencies.blois}&itemsPerPage=100`, bearer(gerant)), 200);
    const emails = tours['hydra:member'].map((m) => m.email);
    assert.ok(emails.includes('secretariat@volant.test'));
    assert.ok(!emails.includes('formateur@volant.test'), 'the trainer works in Orléans only');
    const sophie = tours['hydra:member'].find((m) => m.email === 'secretariat@volant.test')!;
    assert.deepEqual(sophie.agencies.map((a) => a.name).sort(), ['Blois', 'Orléans Centre']);
    const both = await json<HydraCollection<TeamMember>>(t.app.request(`/api/team-members?agency[]=${t.ids.centre.agencies.blois}&agency[]=${t.ids.centre.agencies.orleans}&itemsPerPage=100`, bearer(gerant)), 200);
    assert.ok(both['hydra:member'].some((m) => m.email === 'formateur@volant.test'), 'agency[] adds Orléans');
    const bad = await json<ErrorBody>(t.app.request('/api/team-members?agency=blois', bearer(gerant)), 400);
    assert.equal(bad.detail, 'Le filtre « agency » attend un nombre entier.');
  });

  test('create sends the access e-mail; a duplicate e-mail is refused on its field; archive then delete', async () => {
    const payload = { firstName: 'Inès', lastName: 'Moreau', email: 'ines.moreau@volant.test', accountType: 'Formateur', agencies: [t.ids.centre.agencies.tours] };
    const created = await json<TeamMember & { '@id': string }>(t.app.request('/api/team-members', jsonBody('POST', payload, gerant)), 201);
    assert.deepEqual(created.agencies.map((a) => a.name), ['Tours']);
    const mail = await t.deps.db.selectFrom('outbox_emails').select(['subject']).where('to_address', '=', 'ines.moreau@volant.test').executeTakeFirst();
    assert.equal(mail?.subject, 'Votre accès à Volant');
    const dup = await json<ErrorBody>(t.app.request('/api/team-members', jsonBody('POST', { ...payload, email: 'GERANT@volant.test' }, gerant)), 422);
    assert.deepEqual(dup.violations, [{ propertyPath: 'email', message: 'Cette adresse e-mail est déjà utilisée.' }]);
    const archived = await json<TeamMember>(patch(created['@id'], { archived: true }, gerant), 200);
    assert.equal(archived.archived, true);
    assert.equal((await t.app.request(created['@id'], bearer(gerant, { method: 'DELETE' }))).status, 204);
    assert.equal((await t.app.request(created['@id'], bearer(port))).status, 404);
  });
});

describe('profile', () => {
  test('a weak password is refused; the right current password changes it', async () => {
    const id = t.ids.users['formateur@volant.test'];
    const token = (await signIn(t.app, 'formateur@volant.test')).token;
    const weak = await json<ErrorBody>(patch(`/api/users/change-password/${id}`, { currentPassword: 'volant-demo', newPassword: 'court', confirmation: 'court' }, token), 422);
    assert.match(weak.violations?.[0]?.message ?? '', /au moins 10 caractères/);
    const wrong = await json<ErrorBody>(patch(`/api/users/change-password/${id}`, { currentPassword: 'faux', newPassword: 'Nouveau-mot2passe', confirmation: 'Nouveau-mot2passe' }, token), 422);
    assert.equal(wrong.violations?.[0]?.propertyPath, 'currentPassword');
    assert.equal((await patch(`/api/users/change-password/${t.ids.users['gerant@volant.test']}`, { currentPassword: 'x', newPassword: 'Nouveau-mot2passe', confirmation: 'Nouveau-mot2passe' }, token)).status, 403);
    assert.equal((await patch(`/api/users/change-password/${id}`, { currentPassword: 'volant-demo', newPassword: 'Nouveau-mot2passe', confirmation: 'Nouveau-mot2passe' }, token)).status, 204);
    const profile = await json<{ phone: string | null }>(patch(`/api/users/${id}`, { phone: '06 12 34 56 78' }, token), 200);
    assert.equal(profile.phone, '06 12 34 56 78');
  });
});

describe('roles and authorizations', () => {
  test('an unknown permission is refused; a role granted on one agency gives the permission to its members of that agency only', async () => {
    const bad = await json<ErrorBody>(t.app.request('/api/roles/accounts', jsonBody('POST', { name: 'Accueil', permissions: ['isFlyingCar'] }, gerant)), 422);
    assert.match(bad.violations?.[0]?.message ?? '', /Permission inconnue : isFlyingCar/);
    const role = await json<RoleAccount>(t.app.request('/api/roles/accounts', jsonBody('POST', { name: 'Accueil', permissions: ['isViewMembers'] }, gerant)), 201);
    assert.equal((await t.app.request('/api/roles/accounts', jsonBody('POST', { name: 'accueil' }, gerant))).status, 422);

    // A trainer of Orléans gets the role; the role is granted isViewAgencies on Blois, then on Orléans.
    const trainer = t.ids.users['formateur@volant.test']!;
    await json(patch(`/api/team-members/${trainer}`, { account: role.id }, gerant), 200);
    await json(t.app.request('/api/roles/authorization', jsonBody('POST', { agency: t.ids.centre.agencies.blois, authorizations: [{ account: role.id, permissions: ['isViewAgencies'] }] }, gerant)), 200);
    const permissionsOf = async () => (await json<SessionUser>(t.app.request(`/api/users/${trainer}`, bearer(gerant)), 200)).permissions;
    assert.deepEqual(await permissionsOf(), ['isViewMembers']);
    await json(t.app.request('/api/roles/authorization', jsonBody('POST', { agency: t.ids.centre.agencies.orleans, authorizations: [{ account: role.id, permissions: ['isViewAgencies'] }] }, gerant)), 200);
    assert.deepEqual(await permissionsOf(), ['isViewAgencies', 'isViewMembers']);
    const trainerToken = (await signIn(t.app, 'formateur@volant.test', 'Nouveau-mot2passe').catch(() => signIn(t.app, 'formateur@volant.test'))).token;
    assert.equal((await patch(`/api/agencies/${t.ids.centre.agencies.orleans}`, { phone: '02 38 54 12 00' }, trainerToken)).status, 200);

    // Per user: isRoleCreation on Orléans.
    await json(t.app.request('/api/roles/authorization-user', jsonBody('POST', { user: trainer, authorizations: [{ agency: t.ids.centre.agencies.orleans, permissions: ['isRoleCreation'] }] }, gerant)), 200);
    assert.ok((await permissionsOf()).includes('isRoleCreation'));
    const byUser = await json<HydraCollection<{ agency: { name: string }; permissions: string[] }>>(t.app.request(`/api/roles/authorization-user?user=${trainer}`, bearer(gerant)), 200);
    assert.deepEqual(byUser['hydra:member'].map((m) => [m.agency.name, m.permissions]), [['Orléans Centre', ['isRoleCreation']]]);

    const conflict = await t.app.request(`/api/roles/accounts/${role.id}`, bearer(gerant, { method: 'DELETE' }));
    assert.equal(conflict.status, 409);
    const list = await json<HydraCollection<RoleAccount>>(t.app.request('/api/roles/accounts?isEditable=1&itemsPerPage=10&name=acc', bearer(gerant)), 200);
    assert.deepEqual(list['hydra:member'].map((r) => r.name), ['Accueil']);
    const editable = await json<HydraCollection<RoleAccount>>(t.app.request('/api/roles/accounts?isEditable=1', bearer(gerant)), 200);
    assert.ok(editable['hydra:member'].every((r) => r.isEditable));
  });
});

describe('account configuration', () => {
  test('saving isConfigGeneral updates the structure and the caller’s session user', async () => {
    const nouveau = await signIn(t.app, 'nouveau@volant.test');
    assert.equal(nouveau.user.isConfigGeneral, null, 'never configured: unset');
    await json(patch(`/api/structure/structure/${t.ids.centre.structureId}`, { isConfigGeneral: true }, nouveau.token), 200);
    const user = await json<SessionUser>(t.app.request(`/api/users/${nouveau.user.id}`, bearer(nouveau.token)), 200);
    assert.equal(user.isConfigGeneral, true);
    assert.equal((await patch(`/api/structure/structure/${t.ids.port.structureId}`, { isConfigGeneral: true }, nouveau.token)).status, 404);
  });

  test('an application setting of another structure’s agency is unknown; flags are saved per agency', async () => {
    assert.equal((await t.app.request(`/api/onboardings/application-setting?agency=${t.ids.port.agencyId}`, bearer(gerant))).status, 404);
    const config = await json<{ isItemsConfigured: boolean; isBillingConfigured: boolean }>(patch(`/api/agency/config/${t.ids.centre.agencies.tours}`, { isItemsConfigured: true }, gerant), 200);
    assert.equal(config.isItemsConfigured, true);
    assert.equal(config.isBillingConfigured, true, 'Tours bills in euros already');
  });

  test('GET /agencies/principal honours isPrincipal, searchPrincipal (case and accents ignored) and idCenter', async () => {
    const names = async (query: string) =>
      (await json<HydraCollection<{ name: string }>>(t.app.request(`/api/agencies/principal${query}`, bearer(gerant)), 200))['hydra:member'].map((a) => a.name);
    const { orleans, blois } = t.ids.centre.agencies;
    assert.deepEqual(await names(''), ['Orléans Centre']);
    assert.deepEqual(await names('?isPrincipal=false'), ['Blois', 'Tours']);
    assert.deepEqual(await names('?isPrincipal=true&searchPrincipal=ORLEANS'), ['Orléans Centre']);
    assert.deepEqual(await names('?isPrincipal=false&searchPrincipal=tou'), ['Tours']);
    assert.deepEqual(await names('?searchPrincipal=blois'), []);
    assert.deepEqual(await names(`?isPrincipal=0&idCenter=${blois}`), ['Blois']);
    assert.deepEqual(await names(`?idCenter=${orleans}&searchPrincipal=centre`), ['Orléans Centre']);
    assert.deepEqual(await names(`?idCenter=${t.ids.port.agencyId}`), [], 'another structure’s agency is not found');
    assert.equal((await t.app.request('/api/agencies/principal?isPrincipal=peut-etre', bearer(gerant))).status, 400);
  });

  test('an agency whose planning is configured says so, although the wizard’s planning step sets no flag (issue 24 point 22)', async () => {
    const config = await json<{ isPlanningConfigured: boolean }>(t.app.request(`/api/agency/config/${t.ids.centre.agencies.orleans}`, bearer(gerant)), 200);
    assert.equal(config.isPlanningConfigured, true, 'Orléans has its planning configuration');
  });
});

describe('platform', () => {
  test('links are created as multipart and listed by order; tutorials grouped for the shell', async () => {
    const form = new FormData();
    form.set('label', 'Instagram');
    form.set('url', 'https://www.instagram.com/volant');
    form.set('indexOrder', '0');
    form.set('opensInNewTab', 'true');
    const created = await json<{ label: string }>(t.app.request('/api/links', bearer(admin, { method: 'POST', body: form })), 201);
    assert.equal(created.label, 'Instagram');
    const links = await json<HydraCollection<{ label: string }>>(t.app.request('/api/links', bearer(admin)), 200);
    assert.equal(links['hydra:member'][0]?.label, 'Instagram');
    const badForm = new FormData();
    badForm.set('label', 'X');
    badForm.set('url', 'ftp://x');
    const bad = await json<ErrorBody>(t.app.request('/api/links', bearer(admin, { method: 'POST', body: badForm })), 422);
    assert.equal(bad.violations?.[0]?.propertyPath, 'url');
    const tutorials = await json<HydraCollection<{ route: string | null; menu: number | null }>>(t.app.request('/api/tutorials/group', bearer(gerant)), 200);
    assert.ok(tutorials['hydra:member'].some((tu) => tu.route === '/tva'));
  });

  test('a link whose row cannot be written leaves no stored file behind', async () => {
    const platformFiles = async () => (await t.deps.db.selectFrom('stored_files').select('key').where('key', 'like', '0/%').execute()).length;
    const before = await platformFiles();
    // The database refuses the link's row, after its file is stored.
    if (t.deps.dialect === 'postgres') {
      await sql`CREATE FUNCTION refuse_link() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'lien refusé'; END $$ LANGUAGE plpgsql`.execute(t.deps.db);
      await sql`CREATE TRIGGER refuse_link BEFORE INSERT ON platform_links FOR EACH ROW EXECUTE FUNCTION refuse_link()`.execute(t.deps.db);
    } else {
      await sql`CREATE TRIGGER refuse_link BEFORE INSERT ON platform_links BEGIN SELECT RAISE(ABORT, 'lien refusé'); END`.execute(t.deps.db);
    }
    try {
      const form = new FormData();
      form.set('label', 'Guide');
      form.set('url', 'https://volant.example/guide');
      form.set('indexOrder', '1');
      form.set('file', new File([PNG], 'guide.png', { type: 'image/png' }));
      const answer = await t.app.request('/api/links', bearer(admin, { method: 'POST', body: form }));
      assert.equal(answer.status, 500);
      assert.equal(await platformFiles(), before, 'no file is left that no link names');
    } finally {
      await sql`DROP TRIGGER refuse_link${t.deps.dialect === 'postgres' ? sql` ON platform_links` : sql``}`.execute(t.deps.db);
      if (t.deps.dialect === 'postgres') await sql`DROP FUNCTION refuse_link()`.execute(t.deps.db);
    }
  });

  test('non-admins read only the notifications active today', async () => {
    await json(t.app.request('/api/notifications', jsonBody('POST', { title: 'Futur', message: 'Plus tard', startDate: '2999-01-01' }, admin)), 201);
    const forAdmin = await json<HydraCollection<{ title: string }>>(t.app.request('/api/notifications', bearer(admin)), 200);
    const forManager = await json<HydraCollection<{ title: string }>>(t.app.request('/api/notifications', bearer(gerant)), 200);
    assert.ok(forAdmin['hydra:member'].some((n) => n.title === 'Futur'));
    assert.ok(!forManager['hydra:member'].some((n) => n.title === 'Futur'));
    assert.ok(forManager['hydra:member'].some((n) => n.title === 'Maintenance programmée'));
  });
});

describe('import', () => {
  const learnerCount = () => t.deps.db.selectFrom('learners').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n));

  test('a required field without a column is named, a Windows-1252 file is read, 100 000 rows are refused', async () => {
    const columns = await json<ImportPreview>(upload('/api/imports/learners/preview', gerant, 'prenom;nom;ville\nA;B;C\n'), 200);
    assert.deepEqual([columns.missing, columns.valid], [['Agence'], 0]);
    const unmapped = await json<ErrorBody>(upload('/api/imports/learners', gerant, 'prenom;nom;ville\nA;B;C\n'), 422);
    assert.match(unmapped.detail ?? '', /Associez une colonne du fichier à : Agence/);
    const latin1 = new Uint8Array([...new TextEncoder().encode('prenom;nom;agence\nH'), 0xe9, ...new TextEncoder().encode('l;Dupont;Blois\n')]);
    const decoded = await json<ImportPreview>(upload('/api/imports/learners/preview', gerant, latin1), 200);
    assert.equal(decoded.sample[0]?.prenom, 'Hél');
    const big = `prenom;nom;agence\n${'A;B;Blois\n'.repeat(100_000)}`;
    const tooMany = await json<ErrorBody>(upload('/api/imports/learners', gerant, big), 422);
    assert.match(tooMany.detail ?? '', /100 000 lignes ou plus/);
  });

  test('a preview lists the lines to fix; the import writes nothing while one line is wrong, then everything', async () => {
    const before = await learnerCount();
    const csv = 'Prénom;Nom;Agence;Email;Date naissance;Formation\nLéa;Martin;Blois;lea@exemple.fr;12/03/2005;B\nHugo;;Tours;pas-un-email;31/02/2004;Z\n';
    const preview = await json<ImportPreview>(upload('/api/imports/learners/preview', gerant, csv), 200);
    assert.equal(preview.total, 2);
    assert.equal(preview.valid, 1);
    assert.equal(preview.errors[0]?.line, 3);
    // Name, e-mail and date are to fix; an unknown training is only left out (a warning of the line).
    assert.equal(preview.errors[0]?.messages.length, 3);
    const refused = await json<ErrorBody>(upload('/api/imports/learners', gerant, csv), 422);
    assert.match(refused.detail ?? '', /rien n’a été importé/);
    assert.equal(await learnerCount(), before);
    const fixed = csv.replace('Hugo;;Tours;pas-un-email;31/02/2004;Z', 'Hugo;Bernard;Tours;hugo@exemple.fr;28/02/2004;A2');
    const done = await json<ImportResult>(upload('/api/imports/learners', gerant, fixed), 201);
    assert.deepEqual([done.imported, done.message], [2, 'Données importées avec succès.']);
    assert.equal(await learnerCount(), before + 2);
  });

  test('team members and organisations', async () => {
    const members = await json<ImportResult>(upload('/api/imports/team-members', gerant, 'prenom,nom,email,type,agences\nJules,Petit,jules.petit@volant.test,Formateur,Blois|Tours\n'), 201);
    assert.equal(members.imported, 1);
    const dup = await json<ErrorBody>(upload('/api/imports/team-members', gerant, 'prenom,nom,email,type,agences\nJules,Petit,jules.petit@volant.test,Formateur,Blois\n'), 422);
    assert.match(dup.detail ?? '', /déjà utilisée/);
    const taken = await json<ErrorBody>(upload('/api/imports/organisations', gerant, 'nom;type;agence;siret\nOPCO Mobilités;OPCO;Orléans Centre;12345678901234\n'), 422);
    assert.match(taken.detail ?? '', /existe déjà dans cette agence/);
    const orgs = await json<ImportResult>(upload('/api/imports/organisations', gerant, 'nom;type;agence;siret\nAKTO Centre;OPCO;Orléans Centre;12345678901234\nMairie de Blois;Collectivité territoriale;Blois;\n'), 201);
    assert.equal(orgs.imported, 2);
  });
});

describe('export', () => {
  test('a zip of one CSV per business object (French headers, euros, fr dates) with documents and photos, nothing of another structure', async () => {
    // A document and a photo of a Port learner go into the zip with the CSV files.
    const learner = await t.deps.db.selectFrom('learners').select(['id', 'agency_id']).where('structure_id', '=', t.ids.port.structureId).orderBy('id').executeTakeFirstOrThrow();
    const pdf = new TextEncoder().encode('%PDF-1.4 exemple');
    const photo = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await t.deps.files.put('export-test/livret.pdf', new Blob([pdf]).stream(), 'application/pdf');
    await t.deps.files.put('export-test/photo.png', new Blob([photo]).stream(), 'image/png');
    const type = await t.deps.db.selectFrom('document_types').select('id').executeTakeFirstOrThrow();
    const document = await t.deps.db
      .insertInto('documents')
      .values({ structure_id: t.ids.port.structureId, agency_id: learner.agency_id, learner_id: learner.id, document_type_id: type.id, title: 'Livret', storage_key: 'export-test/livret.pdf', original_name: 'livret.pdf', mime_type: 'application/pdf', size: pdf.length })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.deps.db.updateTable('learners').set({ photo_key: 'export-test/photo.png', photo_mime: 'image/png' }).where('id', '=', learner.id).execute();

    const started = await json<DataExport & { '@id': string }>(t.app.request('/api/exports', bearer(port, { method: 'POST' })), 202);
    let state = started;
    for (let i = 0; i < 200 && state.status === 'running'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      state = await json<DataExport & { '@id': string }>(t.app.request(started['@id'], bearer(port)), 200);
    }
    assert.equal(state.status, 'done');
    assert.ok(state.total > 0 && state.done === state.total);
    const res = await t.app.request(`${started['@id']}/file`, bearer(port));
    assert.equal(res.status, 200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const csv = (name: string) => parse(strFromU8(files[name]!), { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    for (const name of ['apprenants.csv', 'devis.csv', 'factures.csv', 'avoirs.csv', 'lignes-des-pieces.csv', 'paiements.csv', 'contrats.csv', 'planning.csv', 'documents.csv']) assert.ok(files[name], `${name} exported`);
    assert.ok(!Object.keys(files).some((name) => /^(users|bills|learners|structures)\.csv$/.test(name)), 'no raw table');

    const learners = csv('apprenants.csv');
    const row = learners.find((l) => l['N° apprenant'] === String(learner.id))!;
    assert.ok(row, 'the learner');
    assert.match(row['Créé le']!, /^\d{2}\/\d{2}\/\d{4}$/);
    assert.equal(row['Photo'], `photos/apprenant-${learner.id}.png`);
    assert.deepEqual(files[`photos/apprenant-${learner.id}.png`], photo);
    const documents = csv('documents.csv');
    assert.equal(documents[0]!['Fichier'], `documents/apprenant-${learner.id}/${document.id}-livret.pdf`);
    assert.deepEqual(files[documents[0]!['Fichier']!], pdf);

    const bills = await t.deps.db.selectFrom('bills').select(['number', 'total_ttc_cents']).where('structure_id', '=', t.ids.port.structureId).where('kind', '=', 'invoice').where('number', 'is not', null).execute();
    const invoices = csv('factures.csv');
    assert.equal(invoices.length, (await t.deps.db.selectFrom('bills').select(({ fn }) => fn.countAll<number>().as('n')).where('structure_id', '=', t.ids.port.structureId).where('kind', '=', 'invoice').executeTakeFirstOrThrow()).n * 1);
    for (const bill of bills) {
      const line = invoices.find((i) => i['Numéro'] === bill.number)!;
      assert.equal(line['Total TTC (€)'], (bill.total_ttc_cents / 100).toFixed(2).replace('.', ','), `${bill.number} in euros`);
      assert.ok(['Brouillon', 'En attente', 'En cours', 'Validée', 'Acceptée', 'Impayée', 'Paiement partiel', 'Payée', 'Refusé'].includes(line['Statut']!));
    }
    assert.deepEqual(Object.keys(csv('paiements.csv')[0] ?? { Numéro: '' }).slice(0, 1), ['Numéro']);

    const everything = Object.entries(files).filter(([name]) => name.endsWith('.csv')).map(([, bytes]) => strFromU8(bytes)).join('\n');
    assert.ok(!everything.includes('password_hash') && !everything.includes('scrypt$'));
    assert.ok(!everything.includes('gerant@volant.test'), 'only the structure’s own rows');
    assert.ok(!everything.includes('Orléans Centre'), 'no agency of another structure');
    assert.equal((await t.app.request(started['@id'], bearer(gerant))).status, 404);
  });
});
