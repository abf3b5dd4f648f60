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

const rowsOf = (view: Awaited<ReturnType<typeof renderRoute>>) => within(view.getByRole('table')).getAllByRole('row').slice(1);
const success = (text: string) => waitFor(() => assert.ok(alertsState.alerts.some((a) => a.tone === 'success' && a.message === text), `alert « ${text} »`));

test('resources: oldest first, searched through the URL, created with their agencies and deleted after confirmation', async () => {
  const view = await renderRoute('/ressources', { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Ressources matérielles' });
  await waitFor(() => assert.equal(rowsOf(view).length, 7));
  assert.match(rowsOf(view)[0]!.textContent ?? '', /^Peugeot 208/);

  fireEvent.change(view.getByRole('searchbox', { name: 'Rechercher une ressource' }), { target: { value: 'Yamaha' } });
  await waitFor(() => assert.equal(rowsOf(view).length, 1));
  assert.equal(new URLSearchParams(view.history.location.search).get('simplesearch'), 'Yamaha');

  fireEvent.click(await view.findByRole('button', { name: 'Nouvelle ressource' }));
  const dialog = await view.findByRole('dialog', { name: 'Nouvelle ressource' });
  fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'Kawasaki Z650' } });
  const type = within(dialog).getByLabelText(/Type de matériel/) as HTMLSelectElement;
  await waitFor(() => assert.ok([...type.options].some((o) => o.textContent?.startsWith('Moto')), "[...type.options].some((o) => o.textContent?.startsWith('Moto'))"));
  fireEvent.change(type, { target: { value: [...type.options].find((o) => o.textContent?.startsWith('Moto'))!.value } });
  fireEvent.click(within(dialog).getByLabelText('Orléans Centre'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await within(dialog).findByText('Rattachez la ressource à au moins une agence.');
  fireEvent.click(within(dialog).getByLabelText('Blois'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await success('Ressource créée avec succès');

  fireEvent.change(view.getByRole('searchbox', { name: 'Rechercher une ressource' }), { target: { value: 'Kawasaki' } });
  await waitFor(() => assert.match(rowsOf(view)[0]?.textContent ?? '', /Kawasaki Z650.*Moto.*Blois/));
  fireEvent.click(view.getByRole('button', { name: 'Supprimer : Kawasaki Z650' }));
  const confirm = await view.findByRole('dialog', { name: 'Supprimer la ressource' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
  await success('Ressource supprimée avec succès');
  await view.close();
});

test('material types: listed with their kind of agenda, searched, created', async () => {
  const view = await renderRoute('/ressources-type', { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Types de matériel' });
  await waitFor(() => assert.equal(rowsOf(view).length, 5));
  fireEvent.click(view.getByRole('button', { name: 'Nouveau type' }));
  const dialog = await view.findByRole('dialog', { name: 'Nouveau type' });
  fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'Camion' } });
  const kind = within(dialog).getByLabelText(/Type d’agenda/) as HTMLSelectElement;
  await waitFor(() => assert.ok([...kind.options].some((o) => o.textContent === 'Véhicule'), "[...kind.options].some((o) => o.textContent === 'Véhicule')"));
  assert.ok(![...kind.options].some((o) => o.textContent === 'Formateur'), 'people are not material');
  fireEvent.change(kind, { target: { value: [...kind.options].find((o) => o.textContent === 'Véhicule')!.value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await success('Type de matériel créé avec succès');
  await waitFor(() => assert.ok(view.getByText('Camion'), "view.getByText('Camion')"));
  await view.close();
});
