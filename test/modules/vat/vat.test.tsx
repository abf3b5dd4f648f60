import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { alertsState } from '../../../src/shared/alerts/store';
import { vatStore } from '../../../src/modules/vat/store';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

const rowsOf = (view: Awaited<ReturnType<typeof renderRoute>>) => within(view.getByRole('table')).getAllByRole('row').slice(1);

test('the manager sees the rates of every agency, searches and sorts them through the URL', async () => {
  const view = await renderRoute('/tva', { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Taux de TVA' });
  await waitFor(() => assert.equal(rowsOf(view).length, 10));
  assert.ok(view.getByText('Page 1 sur 2'), "view.getByText('Page 1 sur 2')");

  fireEvent.change(view.getByRole('searchbox', { name: 'Rechercher un taux' }), { target: { value: 'réduite' } });
  await waitFor(() => assert.equal(rowsOf(view).length, 3));
  assert.equal(new URLSearchParams(view.history.location.search).get('simplesearch'), 'réduite');

  fireEvent.click(view.getByRole('button', { name: /Agence/ }));
  await waitFor(() => assert.match(view.history.location.search, /order%5Bagency%5D=asc|order\[agency\]=asc/));
  await view.close();
});

test('creating a rate shows the success text; an exempt rate without mention is refused on its field', async () => {
  const view = await renderRoute('/tva', { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Taux de TVA' });
  fireEvent.click((await view.findAllByRole('button', { name: 'Nouveau taux' }))[0]!);
  const dialog = await view.findByRole('dialog', { name: 'Nouveau taux' });
  fireEvent.change(within(dialog).getByLabelText(/Libellé/), { target: { value: 'Taux spécial' } });
  fireEvent.change(within(dialog).getByLabelText(/Taux/, { selector: 'input[role="spinbutton"]' }), { target: { value: '0' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await within(dialog).findByText('Un taux exonéré (0 %) doit porter sa mention légale.');

  fireEvent.change(within(dialog).getByLabelText(/Taux/, { selector: 'input[role="spinbutton"]' }), { target: { value: '8.5' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => assert.ok(alertsState.alerts.some((a) => a.tone === 'success' && a.message === 'TVA créée avec succès'), "alertsState.alerts.some((a) => a.tone === 'success' && a.message === 'TVA créée avec succès')"));
  await waitFor(() => assert.ok(!view.queryByRole('dialog', { name: 'Nouveau taux' }), "!view.queryByRole('dialog', { name: 'Nouveau taux' })"));
  await view.close();
});

test('deleting the default rate is refused silently in the alert area and shown as a clearable flag', async () => {
  const view = await renderRoute('/tva?isDefault=1', { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Taux de TVA' });
  await waitFor(() => assert.ok(rowsOf(view).length > 0, 'rowsOf(view).length > 0'));
  const defaultRow = rowsOf(view).find((row) => within(row).queryByText('Par défaut'))!;
  fireEvent.click(within(defaultRow).getByRole('button', { name: /^Supprimer/ }));
  const confirm = await view.findByRole('dialog', { name: 'Supprimer le taux' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
  const flag = await view.findByText(/^La suppression de cette TVA n’est pas autorisée/);
  assert.ok(flag);
  assert.equal(alertsState.alerts.filter((a) => a.tone === 'danger').length, 0);
  assert.match(vatStore.deleteError ?? '', /taux par défaut/);
  fireEvent.click(view.getByRole('button', { name: 'Fermer l’alerte' }));
  await waitFor(() => assert.equal(vatStore.deleteError, null));
  await view.close();
});
