import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { alertsState } from '../../../src/shared/alerts/store';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
/** A Blois learner registered to permis B and to no application (Blois has the student application on for B, and online payment). */
let fresh: number;
/** A demo learner of Blois already registered to every application open to them. */
let complete: number;
/** An Orléans learner (no application switched on in Orléans). */
let orleans: number;

before(async () => {
  server = await createTestApp();
  await server.deps.db.updateTable('users').set({ is_config_general: 1 }).where('email', '=', 'formateur@volant.test').execute();
  const db = server.deps.db;
  const registered = (await db.selectFrom('learner_applications').select(['learner_id']).execute()).map((r) => r.learner_id);
  const counts = new Map<number, number>();
  for (const id of registered) counts.set(id, (counts.get(id) ?? 0) + 1);
  complete = [...counts].find(([, n]) => n === 2)![0];
  fresh = (
    await db
      .selectFrom('learners')
      .innerJoin('learner_trainings', 'learner_trainings.learner_id', 'learners.id')
      .innerJoin('trainings', 'trainings.id', 'learner_trainings.training_id')
      .select('learners.id')
      .where('learners.agency_id', '=', server.ids.centre.agencies.blois)
      .where('learners.archived', '=', 0)
      .where('trainings.code', '=', 'B')
      .where('learners.id', 'not in', registered)
      .orderBy('learners.id')
      .executeTakeFirstOrThrow()
  ).id;
  orleans = (await db.selectFrom('learners').select('id').where('agency_id', '=', server.ids.centre.agencies.orleans).where('archived', '=', 0).orderBy('id').executeTakeFirstOrThrow()).id;
});
after(() => server.close());

const success = (message: string) => waitFor(() => assert.ok(alertsState.alerts.some((a) => a.tone === 'success' && a.message === message), message));
const rowsOf = (learner: number) => server.deps.db.selectFrom('learner_applications').select(['id', 'training_id']).where('learner_id', '=', learner).execute();

test('applications section: empty, register to an application the agency switched on for the training, then unregister after confirmation', async () => {
  const view = await renderRoute(`/apprenants/${fresh}?menu=2`, { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Applications' });
  await view.findByText('L’apprenant n’est inscrit à aucune application de l’agence.');

  fireEvent.click(view.getByRole('button', { name: 'Inscrire à une application' }));
  const dialog = await view.findByRole('dialog', { name: 'Inscrire à une application' });
  const select = within(dialog).getByLabelText(/^Application/);
  await waitFor(() => assert.ok(within(select).getByRole('option', { name: 'Application élève — Permis B' }), "within(select).getByRole('option', { name: 'Application élève — Permis B' })"));
  const offered = within(select).getAllByRole('option').map((o) => o.textContent);
  assert.deepEqual(offered.slice(1), ['Application élève — Permis B', 'Paiement en ligne'], 'only what Blois switched on, for the learner’s training');

  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await within(dialog).findByText('Choisissez une application.');
  assert.equal((await rowsOf(fresh)).length, 0, 'nothing chosen, nothing sent');

  const choice = within(select).getByRole('option', { name: 'Application élève — Permis B' }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: choice.value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await success('Inscription à l’application enregistrée.');
  await waitFor(() => assert.ok(!view.queryByRole('dialog', { name: 'Inscrire à une application' }), "!view.queryByRole('dialog', { name: 'Inscrire à une application' })"));
  await view.findByRole('cell', { name: 'Application élève' });
  const rows = await rowsOf(fresh);
  assert.equal(rows.length, 1);
  assert.ok(rows[0]!.training_id !== null);

  // The registered application is no longer offered.
  fireEvent.click(view.getByRole('button', { name: 'Inscrire à une application' }));
  const again = await view.findByRole('dialog', { name: 'Inscrire à une application' });
  await waitFor(() => assert.deepEqual(within(within(again).getByLabelText(/^Application/)).getAllByRole('option').slice(1).map((o) => o.textContent), ['Paiement en ligne']));
  fireEvent.click(within(again).getByRole('button', { name: 'Annuler' }));

  fireEvent.click(view.getByRole('button', { name: 'Désinscrire : Application élève — Permis B' }));
  const confirm = await view.findByRole('dialog', { name: 'Désinscrire de l’application' });
  within(confirm).getByText('Désinscrire l’apprenant de « Application élève — Permis B » ?');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Désinscrire' }));
  await success('Désinscription de l’application enregistrée.');
  await view.findByText('L’apprenant n’est inscrit à aucune application de l’agence.');
  assert.equal((await rowsOf(fresh)).length, 0);
  await view.close();
});

test('a learner registered to everything open to them is told so; nothing can be submitted', async () => {
  const view = await renderRoute(`/apprenants/${complete}?menu=2`, { user: 'secretariat@volant.test', server });
  await view.findByRole('cell', { name: 'Paiement en ligne' });
  view.getByRole('cell', { name: 'Toutes formations' });
  fireEvent.click(view.getByRole('button', { name: 'Inscrire à une application' }));
  const dialog = await view.findByRole('dialog', { name: 'Inscrire à une application' });
  await within(dialog).findByText(/Aucune application disponible/);
  assert.equal((within(dialog).getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled, true);
  await view.close();
});

test('without isModifyLearners the section is read only (no register or unregister action)', async () => {
  const view = await renderRoute(`/apprenants/${orleans}?menu=2`, { user: 'formateur@volant.test', server });
  await view.findByText('L’apprenant n’est inscrit à aucune application de l’agence.');
  assert.equal(view.queryByRole('button', { name: 'Inscrire à une application' }), null);
  await view.close();
});
