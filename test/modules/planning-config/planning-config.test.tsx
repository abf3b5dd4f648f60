import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { alertsState } from '../../../src/shared/alerts/store';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

const PATH = '/configuration/configuration-planning';
const rowsOf = (view: Awaited<ReturnType<typeof renderRoute>>) => within(view.getByRole('table')).getAllByRole('row').slice(1);
const success = (text: string) => waitFor(() => assert.ok(alertsState.alerts.some((a) => a.tone === 'success' && a.message === text), `alert « ${text} »`));

test('activities: listed with the default first; creating one shows « Activité créée avec succès »', async () => {
  const view = await renderRoute(PATH, { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Configuration du planning' });
  await waitFor(() => assert.equal(rowsOf(view).length, 5));
  assert.match(rowsOf(view)[0]!.textContent ?? '', /Leçon de conduite.*Par défaut/);
  fireEvent.click(view.getByRole('button', { name: 'Nouvelle activité' }));
  const dialog = await view.findByRole('dialog', { name: 'Nouvelle activité' });
  fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'Parcours moto' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await success('Activité créée avec succès');
  await waitFor(() => assert.ok(view.getByText('Parcours moto'), "view.getByText('Parcours moto')"));
  await view.close();
});

test('agendas: active first; a trainer agenda created from the people list is saved with the team member', async () => {
  const view = await renderRoute(`${PATH}?onglet=agendas`, { user: 'gerant@volant.test', server });
  await waitFor(() => assert.ok(rowsOf(view).length >= 6, 'rowsOf(view).length >= 6'));
  fireEvent.click(view.getByRole('button', { name: 'Nouvel agenda' }));
  const dialog = await view.findByRole('dialog', { name: 'Nouvel agenda' });
  const type = within(dialog).getByLabelText(/Type d’agenda/) as HTMLSelectElement;
  await waitFor(() => assert.ok(type.options.length > 1, 'type.options.length > 1'));
  const trainerOption = [...type.options].find((o) => o.textContent === 'Formateur')!;
  fireEvent.change(type, { target: { value: trainerOption.value } });
  const person = within(dialog).getByLabelText(/^Formateur/) as HTMLSelectElement;
  await waitFor(() => assert.ok([...person.options].some((o) => o.textContent === 'Gérard Lemaire'), "[...person.options].some((o) => o.textContent === 'Gérard Lemaire')"));
  const gerard = [...person.options].find((o) => o.textContent === 'Gérard Lemaire')!;
  assert.match(gerard.value, /^\/api\/team-members\/\d+$/, 'the managers IRI is rewritten');
  fireEvent.change(person, { target: { value: gerard.value } });
  await waitFor(() => assert.equal((within(dialog).getByLabelText(/^Nom/) as HTMLInputElement).value, 'Gérard Lemaire'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await success('Agenda créé avec succès');
  const saved = await server.deps.db.selectFrom('agendas').select('team_member_id').where('name', '=', 'Gérard Lemaire').executeTakeFirstOrThrow();
  assert.equal(saved.team_member_id, view.auth!.user.id);
  await view.close();
});

test('agendas: deactivating asks first and moves the agenda after the active ones', async () => {
  const view = await renderRoute(`${PATH}?onglet=agendas`, { user: 'gerant@volant.test', server });
  await waitFor(() => assert.ok(view.queryByRole('button', { name: 'Désactiver : Julie Moreau' }), view.container.textContent?.slice(0, 600)));
  fireEvent.click(view.getByRole('button', { name: 'Désactiver : Julie Moreau' }));
  const confirm = await view.findByRole('dialog', { name: 'Désactiver l’agenda' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Désactiver' }));
  await success('Agenda désactivé');
  await waitFor(() => assert.match(rowsOf(view).at(-1)!.textContent ?? '', /Julie Moreau.*Désactivé/));
  fireEvent.click(view.getByRole('button', { name: 'Réactiver : Julie Moreau' }));
  await success('Agenda réactivé');
  await view.close();
});

test('locations and profiles: « Lieu de RDV créé avec succès », « Profil créé avec succès »', async () => {
  const view = await renderRoute(`${PATH}?onglet=lieux`, { user: 'gerant@volant.test', server });
  await waitFor(() => assert.ok(rowsOf(view).length >= 5, 'rowsOf(view).length >= 5'));
  fireEvent.click(view.getByRole('button', { name: 'Nouveau lieu' }));
  let dialog = await view.findByRole('dialog', { name: 'Nouveau lieu' });
  fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'Parking du stade' } });
  fireEvent.change(within(dialog).getByLabelText(/Code postal/), { target: { value: '450' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await within(dialog).findByText('Le code postal compte 5 chiffres.');
  fireEvent.change(within(dialog).getByLabelText(/Code postal/), { target: { value: '45100' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await success('Lieu de RDV créé avec succès');

  fireEvent.click(view.getByRole('tab', { name: 'Profils de planning' }));
  await waitFor(() => assert.equal(new URLSearchParams(view.history.location.search).get('onglet'), 'profils'));
  fireEvent.click(await view.findByRole('button', { name: 'Nouveau profil' }));
  dialog = await view.findByRole('dialog', { name: 'Nouveau profil' });
  fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'Blois seulement' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await within(dialog).findByText('Choisissez au moins un agenda.');
  fireEvent.click(await within(dialog).findByLabelText('Karim Benali'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await success('Profil créé avec succès');
  await view.close();
});

test('agency settings: a missing configuration loads silently and is created on save', async () => {
  const view = await renderRoute(`${PATH}?onglet=agences`, { user: 'gerant@port.test', server });
  const start = await view.findByLabelText(/Début de journée/);
  assert.equal((start as HTMLInputElement).value, '08:00');
  assert.equal(alertsState.alerts.filter((a) => a.tone === 'danger').length, 0, 'the 404 is silent');
  fireEvent.change(view.getByLabelText('Commentaire du planning de l’agence'), { target: { value: 'Prévoir des gilets jaunes.' } });
  fireEvent.click(view.getByRole('button', { name: 'Enregistrer' }));
  await success('Vos modifications ont bien été enregistrées.');
  const saved = await server.deps.db.selectFrom('planning_configs').select('planning_comment').where('agency_id', '=', server.ids.port.agencyId).executeTakeFirstOrThrow();
  assert.equal(saved.planning_comment, 'Prévoir des gilets jaunes.');
  await view.close();
});
