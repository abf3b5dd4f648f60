import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { alertsState } from '../../../src/shared/alerts/store';
import { DSR_DEMO_LOGIN, DSR_DEMO_PASSWORD } from '../../../server/simulators/dsr-gateway';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

const hasAlert = (tone: string, pattern: RegExp) => alertsState.alerts.some((a) => a.tone === tone && pattern.test(a.message));
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const indicator = (view: Awaited<ReturnType<typeof renderRoute>>, status: string) =>
  view.findByText((_, el) => el?.getAttribute('data-status') === status && /Livret numérique/.test(el.textContent ?? ''));

test('the reminder paths redirect to the livret numérique', async () => {
  for (const path of ['/livret-numerique/rappel', '/rdv-permis/rappel']) {
    const view = await renderRoute(path, { user: 'gerant@volant.test', server });
    await waitFor(() => assert.equal(view.history.location.pathname, '/livret-numerique'));
    await view.close();
  }
});

test('declared lessons: status filter in the URL, a refused lesson cannot be sent while the gateway is not connected', async () => {
  const view = await renderRoute('/livret-numerique', { user: 'gerant@volant.test', server });
  const table = await view.findByRole('table', { name: 'Créneaux déclarés à la plateforme' });
  await waitFor(() => assert.equal(rowsOf(table).length, 10));
  fireEvent.change(view.getByLabelText('Statut'), { target: { value: '0' } });
  await waitFor(() => assert.equal(new URLSearchParams(view.history.location.search).get('status'), '0'));
  await waitFor(() => assert.ok(rowsOf(table).length > 0 && rowsOf(table).every((row) => within(row).queryByText('En erreur')), "rowsOf(table).length > 0 && rowsOf(table).every((row) => within(row).queryByText('En erreur'))"));
  const resend = within(rowsOf(table)[0]!).getByRole('button', { name: /^Renvoyer le créneau d(e |’)/ });
  fireEvent.click(resend);
  await waitFor(() => assert.ok(hasAlert('danger', /n’est pas connectée/), "hasAlert('danger', /n’est pas connectée/)"));
  await view.close();
});

test('each declared lesson’s learner is a link to the record where the NEPH is corrected', async () => {
  const view = await renderRoute('/livret-numerique', { user: 'gerant@volant.test', server });
  const table = await view.findByRole('table', { name: 'Créneaux déclarés à la plateforme' });
  await waitFor(() => assert.equal(rowsOf(table).length, 10));
  const link = within(rowsOf(table)[0]!).getAllByRole('link')[0]!;
  assert.match(link.getAttribute('href') ?? '', /^\/apprenants\/\d+\?menu=1$/);
  fireEvent.click(link);
  await waitFor(() => assert.match(view.history.location.pathname, /^\/apprenants\/\d+$/));
  assert.equal(new URLSearchParams(view.history.location.search).get('menu'), '1');
  await view.close();
});

test('the manager connects Orléans to the gateway: wrong then right password; the indicator becomes partly connected', async () => {
  const view = await renderRoute('/livret-numerique?tab=connexion', { user: 'gerant@volant.test', server });
  await indicator(view, '0');
  fireEvent.click(await view.findByRole('button', { name: 'Se connecter : Orléans Centre' }));
  const dialog = await view.findByRole('dialog', { name: 'Connexion à la passerelle — Orléans Centre' });
  fireEvent.change(within(dialog).getByLabelText(/Identifiant/), { target: { value: DSR_DEMO_LOGIN } });
  fireEvent.change(within(dialog).getByLabelText(/Mot de passe/), { target: { value: 'faux' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
  await waitFor(() => assert.ok(hasAlert('danger', /refusé par la passerelle/), "hasAlert('danger', /refusé par la passerelle/)"));
  fireEvent.change(within(dialog).getByLabelText(/Mot de passe/), { target: { value: DSR_DEMO_PASSWORD } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
  await waitFor(() => assert.ok(hasAlert('success', /^La passerelle du livret numérique est connectée\.$/), "hasAlert('success', /^La passerelle du livret numérique est connectée\\.$/)"));
  await indicator(view, '2');
  await view.close();
});

test('the dashboard totals what was sent', async () => {
  const view = await renderRoute('/livret-numerique?tab=tableau-de-bord', { user: 'gerant@volant.test', server });
  await view.findByText('Créneaux envoyés', undefined);
  await view.findByRole('table', { name: 'Par type de leçon' });
  assert.ok(view.getByText('Conduite'));
  await view.close();
});
