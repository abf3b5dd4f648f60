import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { alertsState, clearAlerts } from '../../../src/shared/alerts/store';
import { PUSH_LIST_STORAGE_KEY } from '../../../src/modules/pushes/list-memory';
import { clearPushErrors, pushesStore } from '../../../src/modules/pushes/store';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());
beforeEach(() => {
  clearAlerts();
  localStorage.clear();
  clearPushErrors();
});

type View = Awaited<ReturnType<typeof renderRoute>>;
/** The list's table, found without role queries (those compute styles of the whole page on every check). */
const tableOf = (view: View) => [...view.container.querySelectorAll('table')].find((t) => t.querySelector('caption')?.textContent === 'Notifications push');
const rowsOf = (view: View) => {
  const table = tableOf(view);
  return table ? [...table.querySelectorAll('tbody tr')] as HTMLElement[] : [];
};
const rowOf = (view: View, title: string) => rowsOf(view).find((row) => row.textContent?.includes(title));
/** A dialog by its title, found without role queries. */
const dialogNamed = (name: string) =>
  waitFor(
    () => {
      const dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent === name);
      assert.ok(dialog, `dialog « ${name} »`);
      return dialog;
    },
  );
/** Elements found without role queries (those compute the styles of the whole page on every check). */
const buttonNamed = (root: ParentNode, name: string) =>
  ([...root.querySelectorAll('button')] as HTMLButtonElement[]).find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name);
const searchbox = (view: View) => view.container.querySelector<HTMLInputElement>('input[type="search"]')!;
const heading = (view: View, text: string) =>
  waitFor(() => assert.ok([...view.container.querySelectorAll('h1')].some((h) => h.textContent === text), `heading « ${text} »`));
const success = (text: string) => waitFor(() => assert.ok(alertsState.alerts.some((a) => a.tone === 'success' && a.message === text), `alert « ${text} »`));
const open = async (path = '/push-kopilote') => {
  const view = await renderRoute(path, { user: 'gerant@volant.test', server });
  await heading(view, 'Notifications push');
  // Loaded: the table is no longer busy (its skeleton rows are gone) and shows rows.
  await waitFor(() => assert.ok(tableOf(view) && !tableOf(view)!.hasAttribute('aria-busy') && rowsOf(view).length > 0, "tableOf(view) && !tableOf(view)!.hasAttribute('aria-busy') && rowsOf(view).length > 0"));
  return view;
};

test('the list shows the demo pushes with their status; status filters go to the URL', async () => {
  const view = await open();
  await waitFor(() => assert.equal(rowsOf(view).length, 4));
  assert.match(rowOf(view, 'Cours de code jeudi soir')?.textContent ?? '', /Envoyé/);
  assert.match(rowOf(view, 'Début du stage accéléré')?.textContent ?? '', /Programmé/);
  assert.match(rowOf(view, 'Rendez-vous pédagogique préalable')?.textContent ?? '', /Terminé/);
  assert.match(rowOf(view, 'Pièce d’identité à fournir')?.textContent ?? '', /Brouillon/);
  fireEvent.click(view.getByLabelText('Brouillon'));
  await waitFor(() => assert.equal(rowsOf(view).length, 1));
  assert.deepEqual(new URLSearchParams(view.history.location.search).getAll('status[]'), ['draft']);
  await view.close();
});

test('the search and the sort are saved in local storage and restored when the screen opens again', async () => {
  const first = await open();
  fireEvent.change(searchbox(first), { target: { value: 'code' } });
  await waitFor(() => assert.equal(new URLSearchParams(first.history.location.search).get('simplesearch'), 'code'));
  fireEvent.click(first.getByRole('button', { name: /^Début/ }));
  await waitFor(() => assert.match(decodeURIComponent(first.history.location.search), /order\[startDate\]=asc/));
  await waitFor(() => assert.deepEqual(JSON.parse(localStorage.getItem(PUSH_LIST_STORAGE_KEY) ?? '{}'), { search: 'code', sort: { field: 'startDate', order: 'asc' } }));

  // Elsewhere, then back to the list from the menu (no query in the URL): both are restored.
  first.navigate('/tva');
  await heading(first, 'Taux de TVA');
  first.navigate('/push-kopilote');
  await waitFor(() => assert.equal(new URLSearchParams(first.history.location.search).get('simplesearch'), 'code'));
  assert.match(decodeURIComponent(first.history.location.search), /order\[startDate\]=asc/);
  await waitFor(() => assert.equal((searchbox(first) as HTMLInputElement).value, 'code'));
  await waitFor(() => assert.equal(rowsOf(first).length, 1));

  // Clearing the search is saved too: the next visit starts without it.
  fireEvent.change(searchbox(first), { target: { value: '' } });
  await waitFor(() => assert.deepEqual(JSON.parse(localStorage.getItem(PUSH_LIST_STORAGE_KEY) ?? '{}'), { search: '', sort: { field: 'startDate', order: 'asc' } }));
  await first.close();
});

test('create for a group, send it, relaunch it; the delivery log lists its learners', async () => {
  const view = await open();
  fireEvent.click(buttonNamed(view.container, 'Nouveau push')!);
  const dialog = await dialogNamed('Nouveau push');
  fireEvent.click(within(dialog).getByLabelText('Un ou plusieurs groupes'));
  const group = await within(dialog).findByLabelText(/^Conduite accompagnée/, {});
  fireEvent.change(within(dialog).getByLabelText(/^Titre/), { target: { value: 'Réunion des parents' } });
  fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'Réunion d’information samedi à 10 h.' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await within(dialog).findByText('Choisissez au moins un groupe.');
  fireEvent.click(group);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await success('Notification créée avec succès');
  await waitFor(() => assert.match(rowOf(view, 'Réunion des parents')?.textContent ?? '', /Brouillon/));

  fireEvent.click(within(rowOf(view, 'Réunion des parents')!).getByRole('button', { name: 'Envoyer : Réunion des parents' }));
  const confirm = await dialogNamed('Envoyer le push');
  assert.match(confirm.textContent ?? '', /Conduite accompagnée \(5 apprenants\)/);
  fireEvent.click(within(confirm).getByRole('button', { name: 'Envoyer' }));
  await success('Notification envoyée avec succès');
  await waitFor(() => assert.match(rowOf(view, 'Réunion des parents')?.textContent ?? '', /Envoyé/));

  fireEvent.click(within(rowOf(view, 'Réunion des parents')!).getByRole('button', { name: 'Relancer : Réunion des parents' }));
  fireEvent.click(within(await dialogNamed('Relancer le push')).getByRole('button', { name: 'Relancer' }));
  await success('Notification relancée avec succès');
  await waitFor(() => assert.match(rowOf(view, 'Réunion des parents')?.textContent ?? '', /relancé 1 fois/));

  fireEvent.click(within(rowOf(view, 'Réunion des parents')!).getByRole('button', { name: 'Journal d’envoi : Réunion des parents' }));
  const log = await dialogNamed('Journal d’envoi — Réunion des parents');
  await waitFor(() => assert.equal(within(log).getAllByRole('row').length - 1, 10));
  assert.equal(within(log).getAllByText('Relance').length, 5);
  await view.close();
});

test('a failed send keeps its own failure with the server message; the empty group is refused in the form', async () => {
  const empty = await server.deps.db
    .insertInto('groups')
    .values({ structure_id: server.ids.centre.structureId, agency_id: server.ids.centre.agencies.orleans, name: 'Groupe vide' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const view = await open();
  fireEvent.click(buttonNamed(view.container, 'Nouveau push')!);
  const dialog = await dialogNamed('Nouveau push');
  fireEvent.click(within(dialog).getByLabelText('Un ou plusieurs groupes'));
  fireEvent.click(await within(dialog).findByLabelText(/^Groupe vide/, {}));
  fireEvent.change(within(dialog).getByLabelText(/^Titre/), { target: { value: 'Bienvenue' } });
  fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'Bienvenue à l’auto-école !' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await within(dialog).findByText(/« Groupe vide » ne contient aucun apprenant/);
  assert.equal(pushesStore.errors.create, 'Erreur lors de la création du push');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));

  // A draft whose group was emptied after its creation: the send is refused by the server.
  const learner = await server.deps.db.selectFrom('learners').select('id').where('agency_id', '=', server.ids.centre.agencies.orleans).where('archived', '=', 0).executeTakeFirstOrThrow();
  await server.deps.db.insertInto('group_learners').values({ group_id: empty.id, learner_id: learner.id }).execute();
  const created = await view.client.post<{ 'hydra:member': { id: number }[] }>('/pushes/bulk', {
    title: 'Vidé entre-temps',
    message: 'Message',
    startDate: new Date().toISOString().slice(0, 10),
    endDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
    groups: [empty.id],
  });
  assert.equal(created['hydra:member'].length, 1);
  await server.deps.db.deleteFrom('group_learners').where('group_id', '=', empty.id).execute();
  fireEvent.change(searchbox(view), { target: { value: 'Vidé' } });
  await waitFor(() => assert.ok(rowOf(view, 'Vidé entre-temps'), "rowOf(view, 'Vidé entre-temps')"));
  fireEvent.click(within(rowOf(view, 'Vidé entre-temps')!).getByRole('button', { name: 'Envoyer : Vidé entre-temps' }));
  fireEvent.click(within(await dialogNamed('Envoyer le push')).getByRole('button', { name: 'Envoyer' }));
  const kept = await view.findAllByText(/ne contient aucun apprenant : aucune notification/, {});
  assert.ok(kept.length > 0);
  assert.match(pushesStore.errors.send ?? '', /Groupe vide/);
  assert.equal(pushesStore.errors.relaunch, undefined, 'failures are kept per action');
  assert.ok(view.getByText('Erreur lors de l\'envoi du push'), 'the action’s failure is titled with its fallback');
  assert.ok(alertsState.alerts.some((a) => a.tone === 'danger' && /Groupe vide/.test(a.message)));
  await view.close();
});

test('edit a draft, duplicate and delete after confirmation', async () => {
  const view = await open();
  fireEvent.click(within(rowOf(view, 'Pièce d’identité à fournir')!).getByRole('button', { name: 'Modifier : Pièce d’identité à fournir' }));
  const dialog = await dialogNamed('Modifier le push');
  fireEvent.change(within(dialog).getByLabelText(/^Titre/), { target: { value: 'Pièce d’identité manquante' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await success('Notification modifiée avec succès');
  await waitFor(() => assert.ok(rowOf(view, 'Pièce d’identité manquante'), "rowOf(view, 'Pièce d’identité manquante')"));

  fireEvent.click(within(rowOf(view, 'Pièce d’identité manquante')!).getByRole('button', { name: 'Dupliquer : Pièce d’identité manquante' }));
  await success('Notification dupliquée avec succès');
  await waitFor(() => assert.ok(rowOf(view, 'Pièce d’identité manquante (copie)'), "rowOf(view, 'Pièce d’identité manquante (copie)')"));

  fireEvent.click(within(rowOf(view, 'Pièce d’identité manquante (copie)')!).getByRole('button', { name: 'Supprimer : Pièce d’identité manquante (copie)' }));
  fireEvent.click(within(await dialogNamed('Supprimer le push')).getByRole('button', { name: 'Supprimer' }));
  await success('Notification supprimée avec succès');
  await waitFor(() => assert.equal(rowOf(view, 'Pièce d’identité manquante (copie)'), undefined));
  await view.close();
});
