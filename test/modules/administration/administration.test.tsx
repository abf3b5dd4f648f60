import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { alertsState } from '../../../src/shared/alerts/store';
import { sessionState } from '../../../src/shared/session/store';
import { wizardState } from '../../../src/shared/wizard/stepCounter';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

const succeeded = (message: string) => waitFor(() => assert.ok(alertsState.alerts.some((a) => a.tone === 'success' && a.message === message), `alert « ${message} »`));
const dismissMissingItems = async (view: Awaited<ReturnType<typeof renderRoute>>) => {
  const button = await view.findByRole('button', { name: 'J’ai compris' }).catch(() => null);
  if (button) fireEvent.click(button);
};

test('users: the team sorted by first name; a duplicate e-mail is shown on its field', async () => {
  const view = await renderRoute('/utilisateurs', { user: 'gerant@volant.test', server });
  await dismissMissingItems(view);
  await view.findByRole('heading', { name: 'Utilisateurs' });
  await waitFor(() => assert.ok(view.getAllByRole('row').length > 2, "view.getAllByRole('row').length > 2"));
  const names = within(view.getByRole('table')).getAllByRole('link').map((a) => a.textContent);
  assert.deepEqual(names, [...names].sort((a, b) => (a ?? '').localeCompare(b ?? '')));

  fireEvent.click(view.getAllByRole('button', { name: 'Nouvel utilisateur' })[0]!);
  const dialog = await view.findByRole('dialog', { name: 'Nouvel utilisateur' });
  fireEvent.change(within(dialog).getByLabelText(/Prénom/), { target: { value: 'Inès' } });
  fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'Moreau' } });
  fireEvent.change(within(dialog).getByLabelText(/E-mail/), { target: { value: 'secretariat@volant.test' } });
  fireEvent.click(within(dialog).getByLabelText('Blois'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await within(dialog).findByText('Cette adresse e-mail est déjà utilisée.');

  fireEvent.change(within(dialog).getByLabelText(/E-mail/), { target: { value: 'ines.moreau@volant.test' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await succeeded('Utilisateur créé avec succès');
  await view.close();
});

test('roles: create a role, then grant it a permission on one agency from the matrix', async () => {
  const view = await renderRoute('/role', { user: 'gerant@volant.test', server });
  await dismissMissingItems(view);
  await view.findByRole('heading', { name: 'Rôles et permissions' });
  fireEvent.click(view.getAllByRole('button', { name: 'Nouveau rôle' })[0]!);
  const dialog = await view.findByRole('dialog', { name: 'Nouveau rôle' });
  fireEvent.change(within(dialog).getByLabelText(/Nom du rôle/), { target: { value: 'Comptabilité' } });
  fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Créer une facture — Accordée' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await succeeded('Rôle créé avec succès');
  await view.findByRole('cell', { name: 'Comptabilité' });

  fireEvent.click(view.getByRole('tab', { name: 'Permissions par agence' }));
  const cell = await view.findByRole('checkbox', { name: 'Voir les agences — Comptabilité' });
  // The role's own grant shows under the additions per agency: checked, locked, said so (issue 24 point 21).
  const own = (await view.findByRole('checkbox', { name: 'Créer une facture — Comptabilité (accordée par le rôle)' })) as HTMLInputElement;
  assert.equal(own.checked, true);
  assert.equal(own.disabled, true);
  fireEvent.click(cell);
  await view.findByText('Modifications non enregistrées');
  fireEvent.click(view.getByRole('button', { name: 'Enregistrer les permissions' }));
  await succeeded('Vos modifications ont bien été enregistrées.');
  const role = await server.deps.db.selectFrom('role_accounts').select('id').where('name', '=', 'Comptabilité').executeTakeFirstOrThrow();
  const grants = await server.deps.db.selectFrom('role_authorizations').select(['agency_id', 'permission']).where('account_id', '=', role.id).execute();
  assert.deepEqual(grants, [{ agency_id: server.ids.centre.agencies.orleans, permission: 'isViewAgencies' }]);
  await view.close();
});

test('wizard: applications, trainings, permissions, then the structure and the stored session are configured', async () => {
  wizardState.step = 0;
  const view = await renderRoute('/configuration/configuration-compte', { user: 'nouveau@volant.test', server });
  await dismissMissingItems(view);
  await view.findByRole('heading', { name: 'Applications', level: 2 });
  fireEvent.click(await view.findByRole('switch', { name: /Paiement en ligne/ }));
  fireEvent.click(view.getByRole('button', { name: 'Enregistrer et continuer' }));
  // Only a whole-agency application is on: the trainings step is skipped.
  await view.findByRole('heading', { name: 'Permissions', level: 2 });
  assert.equal(wizardState.step, 2);
  fireEvent.click(await view.findByRole('button', { name: 'Étape précédente' }));
  await view.findByRole('heading', { name: 'Formations', level: 2 });
  fireEvent.click(view.getByRole('button', { name: /Permissions/ }));
  await view.findByRole('heading', { name: 'Permissions', level: 2 });
  fireEvent.click(await view.findByRole('button', { name: 'Enregistrer et continuer' }));
  // Then the steps other areas contribute (billing…), each saved in turn, then the end.
  for (;;) {
    const done = view.queryByRole('button', { name: 'Accéder au back-office' });
    if (done) break;
    const next = await view.findByRole('button', { name: 'Enregistrer et continuer' });
    const step = view.getAllByRole('heading', { level: 2 }).at(-1)?.textContent;
    fireEvent.click(next);
    await waitFor(() => assert.notEqual(view.getAllByRole('heading', { level: 2 }).at(-1)?.textContent, step));
  }
  // The summary agrees with itself (issue 24 point 22): the planning saved for the 3 agencies is « Configuré »,
  // and the account is « prêt » only when nothing is left « À faire ».
  await waitFor(() => assert.equal(view.getAllByText('Planning : Configuré').length, 3));
  const todo = view.queryAllByText(/ : À faire$/);
  if (todo.length === 0) view.getByText(/^Votre compte est prêt\./);
  else {
    assert.equal(view.queryByText(/^Votre compte est prêt/), null);
    view.getByText(/^Il reste des éléments à configurer/);
  }
  assert.equal(sessionState.session?.user.isConfigGeneral, true);
  const structure = await server.deps.db.selectFrom('structures').select('is_config_general').where('id', '=', server.ids.centre.structureId).executeTakeFirstOrThrow();
  assert.equal(structure.is_config_general, 1);
  fireEvent.click(view.getByRole('button', { name: 'Accéder au back-office' }));
  await waitFor(() => assert.ok(!view.history.location.pathname.includes('configuration-compte'), "!view.history.location.pathname.includes('configuration-compte')"));
  await view.close();
});

test('import: a file without an agency column is told which field has no column; a valid one is previewed then imported', async () => {
  const view = await renderRoute('/importer', { user: 'gerant@volant.test', server });
  await dismissMissingItems(view);
  await view.findByRole('heading', { name: 'Migration' });
  const input = view.getByLabelText('Fichier CSV') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['prenom;nom;ville\nA;B;C\n'], 'a.csv', { type: 'text/csv' })] } });
  const check = view.getByRole('button', { name: 'Vérifier le fichier' });
  await waitFor(() => assert.equal((check as HTMLButtonElement).disabled, false));
  fireEvent.click(check);
  await view.findByText('Champs obligatoires sans colonne');
  await view.findByText(/Associez une colonne du fichier à : .*Agence/);

  fireEvent.change(view.getByLabelText('Fichier CSV'), { target: { files: [new File(['prenom;nom;agence\nLéa;Martin;Blois\n'], 'b.csv', { type: 'text/csv' })] } });
  await waitFor(() => assert.equal((view.getByRole('button', { name: 'Vérifier le fichier' }) as HTMLButtonElement).disabled, false));
  fireEvent.click(view.getByRole('button', { name: 'Vérifier le fichier' }));
  await view.findByText('1 ligne valide sur 1.');
  fireEvent.click(view.getByRole('button', { name: 'Importer' }));
  await succeeded('Données importées avec succès.');
  await view.close();
});

test('platform configuration is refused to a manager; notifications are listed for everyone on the plain route', async () => {
  const view = await renderRoute('/configuration-plateforme', { user: 'gerant@volant.test', server });
  await dismissMissingItems(view);
  await waitFor(() => assert.notEqual(view.history.location.pathname, '/configuration-plateforme'));
  await view.close();
  const plain = await renderRoute('/mes-notifications', { user: 'gerant@volant.test', server });
  await plain.findByRole('heading', { name: 'Mes notifications' });
  await plain.findByText('Maintenance programmée');
  await plain.close();
});

test('agencies: the edit form starts from the agency read afresh (GET /agencies/{id}), not from an older list row', async () => {
  const view = await renderRoute('/agence', { user: 'gerant@volant.test', server });
  await dismissMissingItems(view);
  const edit = await view.findByRole('button', { name: 'Modifier : Blois' });
  // Another user renames the agency after the list was read.
  const blois = server.ids.centre.agencies.blois;
  await server.deps.db.updateTable('agencies').set({ name: 'Blois Gare' }).where('id', '=', blois).execute();
  try {
    fireEvent.click(edit);
    await waitFor(() => assert.equal((within(view.getByRole('dialog', { name: 'Modifier l’agence' })).getByLabelText(/^Nom/) as HTMLInputElement).value, 'Blois Gare'));
  } finally {
    await server.deps.db.updateTable('agencies').set({ name: 'Blois' }).where('id', '=', blois).execute();
  }
  await view.close();
});

test('roles: the per-user matrix picks among the active members read from GET /state-api/team-members', async () => {
  const paths: string[] = [];
  const request = server.app.request.bind(server.app);
  server.app.request = ((input: Parameters<typeof request>[0], ...rest: unknown[]) => {
    paths.push(new URL(String(input instanceof Request ? input.url : input), 'http://volant.local').pathname);
    return (request as (...args: unknown[]) => ReturnType<typeof request>)(input, ...rest);
  }) as typeof server.app.request;
  try {
    const view = await renderRoute('/role?tab=user', { user: 'gerant@volant.test', server });
    await dismissMissingItems(view);
    const picker = (await view.findByLabelText(/^Utilisateur/)) as HTMLSelectElement;
    await waitFor(() => assert.ok([...picker.options].some((option) => /Petitjean/.test(option.textContent ?? '')), "[...picker.options].some((option) => /Petitjean/.test(option.textContent ?? ''))"));
    assert.ok(paths.includes('/api/state-api/team-members'), paths.join(' '));
    await view.close();
  } finally {
    server.app.request = request;
  }
});

test('users: the agency filter counts each agency’s active members (GET /agency_team_members)', async () => {
  const view = await renderRoute('/utilisateurs', { user: 'gerant@volant.test', server });
  await dismissMissingItems(view);
  await view.findByRole('heading', { name: 'Utilisateurs' });
  const select = within(view.getByRole('main')).getByRole('combobox', { name: 'Agence' }) as HTMLSelectElement;
  const orleans = server.ids.centre.agencies.orleans;
  const { name } = await server.deps.db.selectFrom('agencies').select('name').where('id', '=', orleans).executeTakeFirstOrThrow();
  const rows = await server.deps.db
    .selectFrom('user_agencies')
    .innerJoin('users', 'users.id', 'user_agencies.user_id')
    .select('users.id')
    .where('user_agencies.agency_id', '=', orleans)
    .where('users.archived', '=', 0)
    .execute();
  await waitFor(() => assert.equal([...select.options].find((o) => o.value === String(orleans))?.textContent, `${name} (${rows.length})`));
  await view.close();
});

test('wizard: a per-training application says for how many trainings it is open (GET /onboardings/applications/summary)', async () => {
  wizardState.step = 0;
  const agency = server.ids.port.agencyId;
  const app = await server.deps.db.selectFrom('onboarding_applications').select('id').where('code', '=', 'student-app').executeTakeFirstOrThrow();
  const trainings = await server.deps.db.selectFrom('trainings').select('id').orderBy('id').limit(2).execute();
  await server.deps.db.deleteFrom('training_applications').where('agency_id', '=', agency).where('application_id', '=', app.id).execute();
  await server.deps.db
    .insertInto('training_applications')
    .values(trainings.map((t) => ({ agency_id: agency, application_id: app.id, training_id: t.id, is_active: 1 })))
    .execute();
  const view = await renderRoute('/configuration/configuration-compte', { user: 'gerant@port.test', server });
  await dismissMissingItems(view);
  await view.findByRole('heading', { name: 'Applications', level: 2 });
  await view.findByText(/\(par formation, ouverte pour 2 formations\)$/);
  await view.close();
});

test('users: deleting a trainer, the confirmation names what he holds (GET /team-members/{id}/holdings) before the deletion', async () => {
  const trainer = server.ids.users['formateur@volant.test']!;
  const { first_name, last_name } = await server.deps.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', trainer).executeTakeFirstOrThrow();
  const slots = await server.deps.db.selectFrom('planning_slots').select((eb) => eb.fn.countAll<number>().as('n')).where('team_member_id', '=', trainer).executeTakeFirstOrThrow();
  const view = await renderRoute('/utilisateurs', { user: 'gerant@volant.test', server });
  await dismissMissingItems(view);
  fireEvent.change(await view.findByRole('searchbox', { name: 'Rechercher un utilisateur' }), { target: { value: last_name } });
  fireEvent.click(await view.findByRole('button', { name: `Supprimer : ${first_name} ${last_name}` }));
  const dialog = await view.findByRole('dialog', { name: 'Supprimer l’utilisateur' });
  await within(dialog).findByText(new RegExp(`détient .*${Number(slots.n)} créneaux de planning.*Supprimer quand même`));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
  await succeeded('Utilisateur supprimé avec succès');
  assert.equal(await server.deps.db.selectFrom('users').select('id').where('id', '=', trainer).executeTakeFirst(), undefined);
  await view.close();
});

test('réversibilité: the manager can start the export; a secretary is told it is the manager’s, with no button the API would refuse', async () => {
  const manager = await renderRoute('/exporter', { user: 'gerant@volant.test', server });
  await dismissMissingItems(manager);
  await manager.findByRole('button', { name: 'Lancer l’export' });
  await manager.close();

  const secretary = await renderRoute('/exporter', { user: 'secretariat@volant.test', server });
  await dismissMissingItems(secretary);
  await secretary.findByText('Réservé au gérant');
  assert.equal(secretary.queryByRole('button', { name: 'Lancer l’export' }), null);
  await secretary.close();
});
