import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

// « Nouvel organisme » beside the financier picker of the learner forms (issue #24 point 17): the
// organisation form opens, and the user comes back to the form as it was with the new one chosen
// (spec part 2 §2: isOrgAdded=true and the id).

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

type View = Awaited<ReturnType<typeof renderRoute>>;

async function createOrganisation(view: View, name: string): Promise<number> {
  await waitFor(() => assert.equal(view.history.location.pathname, '/organismes'));
  const form = await view.findByRole('dialog', { name: 'Nouvel organisme' });
  await waitFor(() => assert.ok(within(form).getByRole('option', { name: 'Employeur' }), "within(form).getByRole('option', { name: 'Employeur' })"));
  fireEvent.change(within(form).getByLabelText(/^Nom/), { target: { value: name } });
  fireEvent.change(within(form).getByLabelText(/Type d’organisme/), { target: { value: within(form).getByRole<HTMLOptionElement>('option', { name: 'Employeur' }).value } });
  fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => assert.notEqual(view.history.location.pathname, '/organismes'));
  return (await server.deps.db.selectFrom('organizations').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

test('a new learner’s financier created from the form comes back selected, the form as it was left', async () => {
  const view = await renderRoute('/apprenants', { user: 'gerant@volant.test', server });
  fireEvent.click(await view.findByRole('button', { name: 'Nouvel apprenant' }));
  let dialog = await view.findByRole('dialog', { name: 'Nouvel apprenant' });
  fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'Ferrand' } });
  fireEvent.change(within(dialog).getByLabelText(/^Prénom/), { target: { value: 'Lucie' } });
  await waitFor(() => assert.ok(within(dialog).getByRole('option', { name: 'Permis B' }), "within(dialog).getByRole('option', { name: 'Permis B' })"));
  const b = await server.deps.db.selectFrom('trainings').select('id').where('code', '=', 'B').executeTakeFirstOrThrow();
  fireEvent.change(within(dialog).getByLabelText('Formation'), { target: { value: String(b.id) } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Nouvel organisme' }));

  const id = await createOrganisation(view, 'Transports Ferrand');
  assert.equal(view.history.location.pathname, '/apprenants');
  dialog = await view.findByRole('dialog', { name: 'Nouvel apprenant' });
  await waitFor(() => assert.equal(within(dialog).getByLabelText<HTMLSelectElement>('Financeur').value, String(id)));
  assert.equal(within(dialog).getByLabelText<HTMLInputElement>(/^Nom/).value, 'Ferrand');
  assert.equal(within(dialog).getByLabelText<HTMLInputElement>(/^Prénom/).value, 'Lucie');
  assert.equal(within(dialog).getByLabelText<HTMLSelectElement>('Formation').value, String(b.id));
  await waitFor(() => assert.equal(new URLSearchParams(view.history.location.search).get('isOrgAdded'), null, 'the return parameters are consumed'));

  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => assert.match(view.history.location.pathname, /^\/apprenants\/\d+$/));
  const saved = await server.deps.db
    .selectFrom('learner_trainings')
    .innerJoin('learners', 'learners.id', 'learner_trainings.learner_id')
    .select('learner_trainings.financier_id')
    .where('learners.last_name', '=', 'Ferrand')
    .executeTakeFirstOrThrow();
  assert.equal(saved.financier_id, id);
  await view.close();
});

test('from a learner’s trainings tab, the registration form comes back with the new organisation', async () => {
  const learner = await server.deps.db.selectFrom('learners').select('id').where('agency_id', '=', server.ids.centre.agencies.orleans).where('archived', '=', 0).orderBy('id').executeTakeFirstOrThrow();
  const view = await renderRoute(`/apprenants/${learner.id}?menu=2`, { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Formations suivies' });
  const edit = (await view.findAllByRole('button', { name: /^Modifier l’inscription : / }))[0]!;
  fireEvent.click(edit);
  const dialog = await view.findByRole('dialog', { name: /^Modifier l’inscription/ });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Nouvel organisme' }));

  const id = await createOrganisation(view, 'Mairie de Saran');
  assert.equal(view.history.location.pathname, `/apprenants/${learner.id}`);
  assert.equal(new URLSearchParams(view.history.location.search).get('menu'), '2');
  const back = await view.findByRole('dialog', { name: /^Modifier l’inscription/ });
  await waitFor(() => assert.equal(within(back).getByLabelText<HTMLSelectElement>('Financeur').value, String(id)));
  await view.close();
});
