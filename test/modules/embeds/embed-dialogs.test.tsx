import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { alertsState } from '../../../src/shared/alerts/store';
import { DEMO_PLANNING_KEY } from '../../../server/seed/embeds';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute, TEST_ORIGIN } from '../render';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

const PATH = '/configuration/configuration-planning?onglet=publication';
const success = (text: string) => waitFor(() => assert.ok(alertsState.alerts.some((a) => a.tone === 'success' && a.message === text), `alert « ${text} »`));
const code = (dialog: HTMLElement) => (within(dialog).getByLabelText('Code à copier dans la page') as HTMLTextAreaElement).value;

test('planning publication: the demo publication of Orléans, its snippet with the view chosen, a new key after confirmation', async () => {
  const view = await renderRoute(PATH, { user: 'gerant@volant.test', server });
  await view.findByText(DEMO_PLANNING_KEY, undefined);
  assert.ok(view.getByText('Publié'));
  assert.equal((view.getByRole('checkbox', { name: 'Salle de code Orléans' }) as HTMLInputElement).checked, true);
  assert.equal((view.getByRole('checkbox', { name: 'Examen pratique' }) as HTMLInputElement).checked, false);

  fireEvent.click(view.getByRole('button', { name: 'Intégrer sur votre site' }));
  const dialog = await view.findByRole('dialog', { name: 'Intégrer sur votre site' });
  assert.equal(
    code(dialog),
    `<script type="module" src="${TEST_ORIGIN}/embeds/volant-planning.js"></script>\n<volant-planning planning-key="${DEMO_PLANNING_KEY}" view="week" api-base="${TEST_ORIGIN}/api"></volant-planning>`,
  );
  fireEvent.change(within(dialog).getByLabelText('Vue affichée au départ'), { target: { value: 'month' } });
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Masquer le samedi et le dimanche' }));
  assert.match(code(dialog), /view="month" hide-weekend api-base=/);
  const demo = within(dialog).getByRole('link', { name: /page de démonstration/ });
  assert.equal(demo.getAttribute('href'), `${TEST_ORIGIN}/embeds/demo.html?widget=volant-planning&planning-key=${DEMO_PLANNING_KEY}&view=month&hide-weekend=&api-base=${encodeURIComponent(`${TEST_ORIGIN}/api`)}`);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  await waitFor(() => assert.ok(!view.queryByRole('dialog', { name: 'Intégrer sur votre site' }), 'the dialog closed'));

  fireEvent.click(view.getByRole('button', { name: 'Nouvelle clé' }));
  const confirm = await view.findByRole('dialog', { name: 'Changer la clé publique' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Nouvelle clé' }));
  await success('Nouvelle clé publique créée');
  await waitFor(() => assert.notEqual(view.getByTestId('planning-share-key').textContent, DEMO_PLANNING_KEY));
  await view.close();
});

test('planning publication: Blois is not published; publishing needs an agenda and an activity, then shows its key', async () => {
  const view = await renderRoute(`${PATH}&agence=${server.ids.centre.agencies.blois}`, { user: 'gerant@volant.test', server });
  await view.findByText('Non publié', undefined);
  fireEvent.click(view.getByRole('button', { name: 'Publier le planning' }));
  await waitFor(() => assert.ok(view.getByText('Choisissez au moins un agenda à publier.'), "view.getByText('Choisissez au moins un agenda à publier.')"));
  assert.ok(view.getByText('Choisissez au moins une activité à publier.'), "view.getByText('Choisissez au moins une activité à publier.')");
  fireEvent.click(view.getByRole('checkbox', { name: 'Karim Benali' }));
  fireEvent.click(view.getByRole('checkbox', { name: 'Leçon de conduite' }));
  fireEvent.click(view.getByRole('button', { name: 'Publier le planning' }));
  await success('Planning publié avec succès');
  await waitFor(() => assert.match(view.getByTestId('planning-share-key').textContent ?? '', /^[0-9a-f]{32}$/));
  fireEvent.click(view.getByRole('button', { name: 'Arrêter la publication' }));
  const confirm = await view.findByRole('dialog', { name: 'Arrêter la publication' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Arrêter la publication' }));
  await success('Publication arrêtée');
  await view.findByText('Non publié');
  await view.close();
});

test('a quotation: « Intégrer sur votre site » gives the <volant-quotation> snippet of its public uuid', async () => {
  const row = await server.deps.db.selectFrom('bills').select(['id', 'uuid']).where('kind', '=', 'quotation').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const view = await renderRoute(`/pieces-comptables/devis/details-devis?id=${row.id}`, { user: 'gerant@volant.test', server });
  fireEvent.click(await view.findByRole('button', { name: 'Intégrer sur votre site' }));
  const dialog = await view.findByRole('dialog', { name: 'Intégrer sur votre site' });
  assert.equal(code(dialog), `<script type="module" src="${TEST_ORIGIN}/embeds/volant-quotation.js"></script>\n<volant-quotation uuid="${row.uuid}" api-base="${TEST_ORIGIN}/api"></volant-quotation>`);
  await view.close();
});

test('the ANTS screen issues a read-only status token for <volant-ants-status>, or offers the session', async () => {
  const view = await renderRoute('/ants', { user: 'gerant@volant.test', server });
  fireEvent.click(await view.findByRole('button', { name: 'Intégrer sur votre site' }));
  const dialog = await view.findByRole('dialog', { name: 'Intégrer sur votre site' });
  await waitFor(() => assert.match(code(dialog), /<volant-ants-status token="ey[^"]+" api-base="http:\/\/localhost\/api"><\/volant-ants-status>/));
  const token = /token="([^"]+)"/.exec(code(dialog))![1]!;
  const read = await server.app.request('/api/ants/agencies', { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(read.status, 200);
  const write = await server.app.request('/api/ants/disconnect', { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{}' });
  assert.equal(write.status, 403);
  fireEvent.change(within(dialog).getByLabelText('Service'), { target: { value: 'livret' } });
  fireEvent.click(within(dialog).getByRole('radio', { name: /Session Volant/ }));
  assert.equal(code(dialog), `<script type="module" src="${TEST_ORIGIN}/embeds/volant-ants-status.js"></script>\n<volant-ants-status service="livret" api-base="${TEST_ORIGIN}/api"></volant-ants-status>`);
  await view.close();
});
