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

const hasAlert = (tone: string, message: string) => alertsState.alerts.some((a) => a.tone === tone && a.message === message);
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

test('registrations: filter by status in the URL, confirm one, cancel one after confirmation (updated in place)', async () => {
  const view = await renderRoute('/operateur-prives', { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Opérateurs privés' });
  const table = await view.findByRole('table', { name: 'Inscriptions aux examens' });
  await waitFor(() => assert.ok(rowsOf(table).length >= 8, 'rowsOf(table).length >= 8'));

  fireEvent.change(view.getByLabelText('Statut'), { target: { value: '0' } });
  await waitFor(() => assert.equal(new URLSearchParams(view.history.location.search).get('status'), '0'));
  await waitFor(() => assert.ok(rowsOf(table).every((row) => within(row).queryByText('En attente')), "rowsOf(table).every((row) => within(row).queryByText('En attente'))"));

  const pending = rowsOf(table)[0]!;
  const learner = within(pending).getAllByRole('cell')[1]!.textContent!;
  fireEvent.click(within(pending).getByRole('button', { name: `Confirmer : ${learner}` }));
  await waitFor(() => assert.ok(hasAlert('success', 'Inscription : confirmée'), "hasAlert('success', 'Inscription : confirmée')"));
  // Updated by id in the page shown, without leaving the filtered list.
  await waitFor(() => assert.ok(within(table).getByText(learner).closest('tr')!.textContent!.includes('Confirmée'), "within(table).getByText(learner).closest('tr')!.textContent!.includes('Confirmée')"));

  const row = within(table).getByText(learner).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: `Annuler l’inscription : ${learner}` }));
  const confirm = await view.findByRole('dialog', { name: 'Annuler l’inscription' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler l’inscription' }));
  await waitFor(() => assert.ok(hasAlert('success', 'Inscription : annulée'), "hasAlert('success', 'Inscription : annulée')"));
  await waitFor(() => assert.ok(within(table).getByText(learner).closest('tr')!.textContent!.includes('Annulée'), "within(table).getByText(learner).closest('tr')!.textContent!.includes('Annulée')"));
  await view.close();
});

test('sessions of a favourite centre from tomorrow to the end of the month; registering a learner shows the spec’s text', async (t) => {
  // A fixed Monday, so that the window (tomorrow → end of month, UTC) holds working days.
  t.mock.timers.enable({ apis: ['Date'], now: new Date('2030-01-14T10:00:00Z') });
  const view = await renderRoute('/operateur-prives?tab=sessions', { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Opérateurs privés' });
  await view.findByText('Sessions du 15/01/2030 au 31/01/2030.');
  const table = await view.findByRole('table', { name: 'Sessions d’examen' });
  await waitFor(() => assert.ok(within(table).queryAllByRole('button').length > 0, "within(table).queryAllByRole('button').length > 0"));
  const dates = rowsOf(table).map((row) => within(row).getAllByRole('cell')[0]!.textContent!);
  assert.equal(dates[0], '15/01/2030');
  assert.ok(dates.every((d) => d >= '15/01/2030' && d <= '31/01/2030'));
  const open = rowsOf(table).find((row) => {
    const button = within(row).getByRole('button') as HTMLButtonElement;
    return !button.disabled && within(row).getAllByRole('cell')[2]!.textContent === 'B';
  });
  assert.ok(open, 'an open session for category B');
  fireEvent.click(within(open).getByRole('button'));
  const dialog = await view.findByRole('dialog', { name: /Inscription à l’examen B du/ });
  fireEvent.change(within(dialog).getByRole('combobox', { name: /Apprenant/ }), { target: { value: 'a' } });
  fireEvent.mouseDown((await within(dialog).findAllByRole('option'))[0]!);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Inscrire' }));
  await waitFor(() => assert.ok(hasAlert('success', 'Inscription créée avec succès'), "hasAlert('success', 'Inscription créée avec succès')"));
  await waitFor(() => assert.ok(!view.queryByRole('dialog', { name: /Inscription à l’examen B du/ }), "!view.queryByRole('dialog', { name: /Inscription à l’examen B du/ })"));
  await view.close();
});

test('partners: the manager turns the photo app off; the exam centres tab adds a favourite', async () => {
  const view = await renderRoute('/operateur-prives?tab=partenaires', { user: 'gerant@volant.test', server });
  const photo = await view.findByRole('switch', { name: 'Les apprenants peuvent utiliser l’application photo partenaire' });
  await waitFor(() => assert.equal((photo as HTMLInputElement).checked, true));
  fireEvent.click(photo);
  await waitFor(() => assert.ok(hasAlert('success', 'Vos modifications ont bien été enregistrées.'), "hasAlert('success', 'Vos modifications ont bien été enregistrées.')"));
  await waitFor(() => assert.equal((view.getByRole('switch', { name: 'Les apprenants peuvent utiliser l’application photo partenaire' }) as HTMLInputElement).checked, false));

  fireEvent.click(view.getByRole('tab', { name: 'Centres d’examen' }));
  fireEvent.click(await view.findByRole('button', { name: 'Ajouter aux favoris : Opexa Chartres' }));
  await waitFor(() => assert.ok(hasAlert('success', 'Centre ajouté aux favoris'), "hasAlert('success', 'Centre ajouté aux favoris')"));
  await view.findByRole('button', { name: 'Retirer des favoris : Opexa Chartres' });
  await view.close();
});

test('exam centres: the secretariat (no isConfigAccount) sees the favourites but cannot change them', async () => {
  const view = await renderRoute('/operateur-prives?tab=centres', { user: 'secretariat@volant.test', server });
  await view.findByRole('cell', { name: /Opexa Chartres/ });
  assert.equal(view.queryByRole('button', { name: /favoris/ }), null);
  await view.close();
});
