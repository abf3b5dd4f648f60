import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { alertsState } from '../../../src/shared/alerts/store';
import { learnersStore } from '../../../src/modules/learners/store';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';
import { watchRequests } from '../request-watch';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

const rowsOf = (view: Awaited<ReturnType<typeof renderRoute>>) => within(view.getByRole('table', { name: 'Apprenants' })).getAllByRole('row').slice(1);
const query = (view: Awaited<ReturnType<typeof renderRoute>>) => new URLSearchParams(view.history.location.search);

test('the list shows non-archived learners by default; search and sort go to the URL', async () => {
  const view = await renderRoute('/apprenants', { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Apprenants', level: 1 });
  await waitFor(() => assert.equal(rowsOf(view).length, 10));
  assert.ok(!view.queryByText('Archivé'), 'archived learners are not listed by default');
  assert.ok(view.getByText(/Page 1 sur/), 'view.getByText(/Page 1 sur/)');

  const learner = await server.deps.db.selectFrom('learners').select(['last_name', 'first_name']).where('archived', '=', 0).orderBy('id', 'desc').executeTakeFirstOrThrow();
  fireEvent.change(view.getByRole('searchbox', { name: 'Rechercher un apprenant' }), { target: { value: learner.last_name } });
  await waitFor(() => assert.equal(query(view).get('simplesearch'), learner.last_name));
  await waitFor(() => assert.ok(rowsOf(view).every((row) => row.textContent?.toUpperCase().includes(learner.last_name.toUpperCase())), 'rowsOf(view).every((row) => row.textContent?.toUpperCase().includes(learner.last_name.toUpperCase()))'));

  fireEvent.click(view.getByRole('button', { name: /Agence/ }));
  await waitFor(() => assert.equal(query(view).get('order[agency]'), 'asc'));
  await view.close();
});

test('filters live in the URL: archived learners, training (which clears the speciality), eligibility', async () => {
  learnersStore.filtersOpen = true;
  const view = await renderRoute('/apprenants?agencytraininglearners.field=3', { user: 'gerant@volant.test', server });
  const panel = await view.findByRole('group', { name: 'Filtres' });
  fireEvent.change(within(panel).getByLabelText('Statut'), { target: { value: '1' } });
  await waitFor(() => assert.equal(query(view).get('archived'), '1'));
  await waitFor(() => assert.ok(rowsOf(view).length > 0 && rowsOf(view).every((row) => within(row).queryByText('Archivé')), "rowsOf(view).length > 0 && rowsOf(view).every((row) => within(row).queryByText('Archivé'))"));

  const b = await server.deps.db.selectFrom('trainings').select('id').where('code', '=', 'B').executeTakeFirstOrThrow();
  await waitFor(() => assert.ok(within(panel).getByRole('option', { name: 'Permis B' }), "within(panel).getByRole('option', { name: 'Permis B' })"));
  fireEvent.change(within(panel).getByLabelText('Formation'), { target: { value: String(b.id) } });
  await waitFor(() => assert.equal(query(view).get('agencytraininglearners.training'), String(b.id)));
  assert.ok(query(view).get('agencytraininglearners.field') === null, "query(view).get('agencytraininglearners.field') is null");

  fireEvent.change(within(panel).getByLabelText('Examen'), { target: { value: '1' } });
  await waitFor(() => assert.equal(query(view).get('examEligible'), '1'));
  fireEvent.click(within(panel).getByRole('button', { name: 'Réinitialiser les filtres' }));
  await waitFor(() => assert.ok(query(view).get('examEligible') === null, "query(view).get('examEligible') is null"));
  learnersStore.filtersOpen = false;
  await view.close();
});

test('the 5000-row mode is a virtual list: few row elements in the DOM whatever the count', async () => {
  const view = await renderRoute('/apprenants?itemsPerPage=5000', { user: 'gerant@volant.test', server });
  const list = await view.findByRole('list', { name: 'Apprenants' });
  const total = Number((await server.deps.db.selectFrom('learners').select((eb) => eb.fn.countAll<number>().as('n')).where('archived', '=', 0).where('structure_id', '=', server.ids.centre.structureId).executeTakeFirstOrThrow()).n);
  await view.findByText(`${total} apprenants`);
  // happy-dom has no layout: the row count in a real viewport is checked in Chromium (test/e2e/learners.test.ts).
  assert.ok(list.querySelectorAll('[role="listitem"]').length <= 100);
  assert.ok(!view.queryByRole('table', { name: 'Apprenants' }));
  fireEvent.click(view.getByRole('button', { name: 'Revenir à la pagination' }));
  await waitFor(() => assert.ok(query(view).get('itemsPerPage') === null, "query(view).get('itemsPerPage') is null"));
  await view.close();
});

test('creating a learner with a training registration opens the new record', async () => {
  const view = await renderRoute('/apprenants', { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Apprenants', level: 1 });
  // Offered once the user's permissions are loaded (isModifyLearners).
  fireEvent.click(await view.findByRole('button', { name: 'Nouvel apprenant' }));
  const dialog = await view.findByRole('dialog', { name: 'Nouvel apprenant' });
  fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'Delmas' } });
  fireEvent.change(within(dialog).getByLabelText(/^Prénom/), { target: { value: 'Jeanne' } });
  fireEvent.change(within(dialog).getByLabelText('Téléphone'), { target: { value: '12 34' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await within(dialog).findByText('Numéro de téléphone invalide.');
  fireEvent.change(within(dialog).getByLabelText('Téléphone'), { target: { value: '06 12 34 56 78' } });

  fireEvent.change(within(dialog).getByLabelText('Date de naissance'), { target: { value: '2007-02-11' } });
  await waitFor(() => assert.ok(within(dialog).getByRole('option', { name: 'Permis B' }), "within(dialog).getByRole('option', { name: 'Permis B' })"));
  const b = await server.deps.db.selectFrom('trainings').select('id').where('code', '=', 'B').executeTakeFirstOrThrow();
  fireEvent.change(within(dialog).getByLabelText('Formation'), { target: { value: String(b.id) } });
  await waitFor(() => assert.ok(within(dialog).getByRole('option', { name: 'Boîte automatique' }), "within(dialog).getByRole('option', { name: 'Boîte automatique' })"));
  fireEvent.change(within(dialog).getByLabelText('Spécialité'), { target: { value: within(dialog).getByRole<HTMLOptionElement>('option', { name: 'Boîte automatique' }).value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => assert.match(view.history.location.pathname, /^\/apprenants\/\d+$/));
  await view.findByRole('heading', { name: 'Jeanne Delmas' });
  assert.ok(alertsState.alerts.some((a) => a.tone === 'success' && a.message === 'Apprenant créé avec succès'), "alertsState.alerts.some((a) => a.tone === 'success' && a.message === 'Apprenant créé avec succès')");
  const created = await server.deps.db.selectFrom('learner_trainings').innerJoin('learners', 'learners.id', 'learner_trainings.learner_id').select('learner_trainings.field_id').where('learners.last_name', '=', 'Delmas').executeTakeFirstOrThrow();
  assert.ok(created.field_id);
  await view.close();
});

test('the specialities offered are those of the trainings the agency offers (GET /onboardings/trainings-fields-filtered)', async () => {
  const requests = watchRequests(server);
  try {
    const view = await renderRoute('/apprenants', { user: 'gerant@volant.test', server });
    fireEvent.click(await view.findByRole('button', { name: 'Nouvel apprenant' }));
    const dialog = await view.findByRole('dialog', { name: 'Nouvel apprenant' });
    await waitFor(() => assert.ok(within(dialog).getByRole('option', { name: 'Permis C' }), "within(dialog).getByRole('option', { name: 'Permis C' })"));
    const [b, c] = await Promise.all(['B', 'C'].map((code) => server.deps.db.selectFrom('trainings').select('id').where('code', '=', code).executeTakeFirstOrThrow()));
    // The seeded agencies offer B, A1 and A2: C's specialities (« FIMO marchandises ») are not offered.
    fireEvent.change(within(dialog).getByLabelText('Formation'), { target: { value: String(b!.id) } });
    await waitFor(() => assert.ok(within(dialog).getByRole('option', { name: 'Boîte automatique' }), "within(dialog).getByRole('option', { name: 'Boîte automatique' })"));
    fireEvent.change(within(dialog).getByLabelText('Formation'), { target: { value: String(c!.id) } });
    await waitFor(() => assert.ok(within(dialog).queryByRole('option', { name: 'Boîte automatique' }) === null, "within(dialog).queryByRole('option', { name: 'Boîte automatique' }) is null"));
    assert.ok(within(dialog).queryByRole('option', { name: 'FIMO marchandises' }) === null, "within(dialog).queryByRole('option', { name: 'FIMO marchandises' }) is null");
    assert.ok(requests.paths().includes('/api/onboardings/trainings-fields-filtered'), requests.paths().join(' '));
    await view.close();
  } finally {
    requests.restore();
  }
});

test('archiving from the list is confirmed, uses the archive endpoint and the learner leaves the list', async () => {
  const view = await renderRoute('/apprenants', { user: 'gerant@volant.test', server });
  await waitFor(() => assert.equal(rowsOf(view).length, 10));
  const row = rowsOf(view)[0]!;
  const archive = within(row).getByRole('button', { name: /^Archiver : / });
  const name = archive.getAttribute('aria-label')!.replace('Archiver : ', '');
  fireEvent.click(archive);
  const dialog = await view.findByRole('dialog', { name: 'Archiver l’apprenant' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Archiver' }));
  await waitFor(() => assert.ok(alertsState.alerts.some((a) => a.tone === 'success' && a.message === 'Apprenant archivé'), "alertsState.alerts.some((a) => a.tone === 'success' && a.message === 'Apprenant archivé')"));
  await waitFor(() => assert.ok(!rowsOf(view).some((r) => within(r).queryByRole('button', { name: `Archiver : ${name}` })), "!rowsOf(view).some((r) => within(r).queryByRole('button', { name: `Archiver : ${name}` }))"));
  await view.close();
});
