import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { modules } from '../../../src/app/modules';
import { alertsState } from '../../../src/shared/alerts/store';
import type { ModuleDescriptor } from '../../../src/shared/module/types';
import { createTestApp, tinyPdf, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
let learnerId: number;
before(async () => {
  server = await createTestApp();
  // The trainer's account is configured, as the account wizard would leave it, so the guard lets them in.
  await server.deps.db.updateTable('users').set({ is_config_general: 1 }).where('email', '=', 'formateur@volant.test').execute();
  const learner = await server.deps.db
    .selectFrom('learners')
    .innerJoin('learner_trainings', 'learner_trainings.learner_id', 'learners.id')
    .select('learners.id')
    .where('learners.agency_id', '=', server.ids.centre.agencies.orleans)
    .where('learners.archived', '=', 0)
    .where('learners.email', 'is not', null)
    .orderBy('learners.id')
    .executeTakeFirstOrThrow();
  learnerId = learner.id;
});
after(() => server.close());

const success = (message: string) => waitFor(() => assert.ok(alertsState.alerts.some((a) => a.tone === 'success' && a.message === message), message));
const tab = (view: Awaited<ReturnType<typeof renderRoute>>, name: string) => view.getByRole('tab', { name });

test('tabs follow ?menu=: own tabs and contributed ones in order; an absent contribution is no tab', async () => {
  const invoices: ModuleDescriptor = {
    id: 'invoices-test',
    routes: [],
    slots: [{ slot: 'learner.tabs', id: 'invoices-test.tab', key: '5', title: 'Factures', order: 5, load: async () => ({ default: ({ learnerId: id }: { learnerId: number }) => <p>Factures de {id}</p> }) }],
  };
  // Other areas' real tabs 5 and 6 are left out: this test contributes its own tab 5 and none for 6.
  const withoutOtherAreas = modules.map((m) => ({ ...m, slots: m.slots?.filter((c) => c.slot !== 'learner.tabs' || !['5', '6'].includes(c.key ?? '')) }));
  const view = await renderRoute(`/apprenants/${learnerId}?menu=5`, { user: 'gerant@volant.test', server, modules: [...withoutOtherAreas, invoices] });
  await view.findByText(`Factures de ${learnerId}`);
  const names = view.getAllByRole('tab').map((t) => t.textContent);
  assert.deepEqual(names, ['Informations', 'Formations', 'Documents', 'Suivi', 'Factures', 'Contrats', 'Disponibilités', 'E-mails', 'Prélèvement SEPA']);
  assert.ok(!names.includes('Prestations consommées'), 'tab 6 is not contributed here');
  fireEvent.click(tab(view, 'Formations'));
  await waitFor(() => assert.equal(new URLSearchParams(view.history.location.search).get('menu'), '2'));
  await view.findByRole('heading', { name: 'Formations suivies' });
  await view.close();

  const trainer = await renderRoute(`/apprenants/${learnerId}?menu=7`, { user: 'formateur@volant.test', server });
  await trainer.findByRole('tab', { name: 'Informations', selected: true });
  assert.ok(!trainer.queryByRole('tab', { name: 'Contrats' }), 'no contracts permission, no tab');
  await trainer.close();
});

test('without isModifyLearners the current training cannot be changed (nothing happens)', async () => {
  const before = await server.deps.db.selectFrom('learners').select('training_id').where('id', '=', learnerId).executeTakeFirstOrThrow();
  const a2 = await server.deps.db.selectFrom('trainings').select('id').where('code', '=', 'A2').executeTakeFirstOrThrow();
  await server.deps.db
    .insertInto('learner_trainings')
    .values({ structure_id: server.ids.centre.structureId, agency_id: server.ids.centre.agencies.orleans, learner_id: learnerId, training_id: a2.id })
    .execute();
  const view = await renderRoute(`/apprenants/${learnerId}?menu=2`, { user: 'formateur@volant.test', server });
  const select = await view.findByLabelText(/Formation en cours/);
  await waitFor(() => assert.ok(within(select).getByRole('option', { name: 'Permis A2' }), "within(select).getByRole('option', { name: 'Permis A2' })"));
  assert.equal((select as HTMLSelectElement).disabled, true);
  fireEvent.change(select, { target: { value: String(a2.id) } });
  fireEvent.click(tab(view, 'Informations'));
  await view.findByRole('heading', { name: 'Identité' });
  const after = await server.deps.db.selectFrom('learners').select('training_id').where('id', '=', learnerId).executeTakeFirstOrThrow();
  assert.equal(after.training_id, before.training_id);
  assert.ok(!alertsState.alerts.some((a) => a.tone === 'danger'));
  await view.close();

  const manager = await renderRoute(`/apprenants/${learnerId}?menu=2`, { user: 'gerant@volant.test', server });
  const allowed = await manager.findByLabelText(/Formation en cours/);
  await waitFor(() => assert.equal((allowed as HTMLSelectElement).disabled, false));
  fireEvent.change(allowed, { target: { value: String(a2.id) } });
  await success('Vos modifications ont bien été enregistrées.');
  assert.equal((await server.deps.db.selectFrom('learners').select('training_id').where('id', '=', learnerId).executeTakeFirstOrThrow()).training_id, a2.id);
  await manager.close();
});

test('information tab: edit the identity and send the survey link', async () => {
  const view = await renderRoute(`/apprenants/${learnerId}`, { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Identité' });
  fireEvent.click(view.getByRole('button', { name: 'Envoyer le lien d’enquête' }));
  // This server has no SMTP_URL: the e-mail stays in the outbox and the alert says so (not « envoyé »).
  await success('L’envoi d’e-mails n’est pas configuré : le message est conservé dans la file d’attente.');
  await view.findByText('Lien envoyé');

  fireEvent.click(view.getByRole('button', { name: 'Modifier' }));
  const dialog = await view.findByRole('dialog', { name: 'Modifier l’apprenant' });
  fireEvent.change(within(dialog).getByLabelText('Ville'), { target: { value: 'Olivet' } });
  fireEvent.change(within(dialog).getByLabelText(/NEPH/), { target: { value: '123' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await within(dialog).findByText('Le NEPH compte 12 chiffres.');
  fireEvent.change(within(dialog).getByLabelText(/NEPH/), { target: { value: '' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => assert.ok(!view.queryByRole('dialog', { name: 'Modifier l’apprenant' }), `still open: ${dialog.textContent}`));
  await view.findByText(/Olivet/);
  await view.close();
});

test('trainings tab: register to another training and record a prior evaluation', async () => {
  const view = await renderRoute(`/apprenants/${learnerId}?menu=2`, { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Formations suivies' });
  fireEvent.click(view.getByRole('button', { name: 'Inscrire à une formation' }));
  const dialog = await view.findByRole('dialog', { name: 'Inscrire à une formation' });
  const c = await server.deps.db.selectFrom('trainings').select('id').where('code', '=', 'C').executeTakeFirstOrThrow();
  await waitFor(() => assert.ok(within(dialog).getByRole('option', { name: 'Permis C' }), "within(dialog).getByRole('option', { name: 'Permis C' })"));
  fireEvent.change(within(dialog).getByLabelText(/^Formation/), { target: { value: String(c.id) } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await success('Inscription créée avec succès');
  await view.findByRole('cell', { name: 'Permis C' });

  fireEvent.click(view.getByRole('button', { name: 'Nouvelle évaluation' }));
  const evaluation = await view.findByRole('dialog', { name: 'Nouvelle évaluation' });
  fireEvent.change(within(evaluation).getByLabelText(/Volume prévu/), { target: { value: '27.5' } });
  fireEvent.click(within(evaluation).getByRole('button', { name: 'Enregistrer' }));
  await success('Évaluation enregistrée');
  await view.findByText('27,5 h prévues');
  await view.close();
});

test('documents tab: upload an identity document, then delete it after confirmation', async () => {
  const view = await renderRoute(`/apprenants/${learnerId}?menu=3`, { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Documents' });
  fireEvent.click(view.getByRole('button', { name: 'Ajouter un document' }));
  const dialog = await view.findByRole('dialog', { name: 'Ajouter un document' });
  await waitFor(() => assert.ok(within(dialog).getByRole('option', { name: 'Pièce d’identité' }), "within(dialog).getByRole('option', { name: 'Pièce d’identité' })"));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un document' }));
  await within(dialog).findByText('Choisissez un type de document.');
  const type = within(dialog).getByRole<HTMLOptionElement>('option', { name: 'Pièce d’identité' }).value;
  fireEvent.change(within(dialog).getByLabelText(/Type de document/), { target: { value: type } });
  assert.equal((within(dialog).getByLabelText(/^Titre/) as HTMLInputElement).value, 'Pièce d’identité');
  const file = new File([tinyPdf()], 'cni.pdf', { type: 'application/pdf' });
  fireEvent.change(within(dialog).getByLabelText(/^Fichier/), { target: { files: [file] } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un document' }));
  await success('Document ajouté');
  const table = await view.findByRole('table', { name: 'Documents' });
  await within(table).findByText(/cni\.pdf/);

  fireEvent.click(within(table).getByRole('button', { name: 'Supprimer : Pièce d’identité' }));
  const confirm = await view.findByRole('dialog', { name: 'Supprimer le document' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
  await success('Document supprimé');
  await waitFor(() => assert.ok(!within(table).queryByText(/cni\.pdf/), '!within(table).queryByText(/cni\\.pdf/)'));
  await view.close();
});

test('tracking tab: write an observation, add two journal lines at once and mark one done', async () => {
  const view = await renderRoute(`/apprenants/${learnerId}?menu=4`, { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Observations' });
  fireEvent.change(view.getByLabelText('Nouvelle observation'), { target: { value: 'Créneaux du samedi à privilégier.' } });
  fireEvent.click(view.getByRole('button', { name: 'Ajouter l’observation' }));
  await success('Observation ajoutée');
  await view.findByText('Créneaux du samedi à privilégier.');

  fireEvent.click(view.getByRole('button', { name: 'Ajouter des lignes' }));
  const dialog = await view.findByRole('dialog', { name: 'Ajouter au journal des prestations' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter une ligne' }));
  const second = within(dialog).getByRole('group', { name: 'Ligne 2' });
  fireEvent.change(within(second).getByLabelText(/Prestation/), { target: { value: 'Leçon de nuit' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await success('2 lignes ajoutées au journal');
  const night = await view.findByRole('checkbox', { name: /^Leçon de nuit du/ });
  fireEvent.click(night);
  await waitFor(async () => {
    const row = await server.deps.db.selectFrom('service_journals').select('used').where('learner_id', '=', learnerId).where('label', '=', 'Leçon de nuit').executeTakeFirstOrThrow();
    assert.equal(row.used, 1);
  });
  await view.close();
});

test('availability tab: add a weekly slot and save the schedule', async () => {
  const view = await renderRoute(`/apprenants/${learnerId}?menu=8`, { user: 'gerant@volant.test', server });
  fireEvent.click(await view.findByRole('button', { name: 'Ajouter un créneau' }));
  const day = view.getAllByLabelText('Jour').at(-1)!;
  fireEvent.change(day, { target: { value: '3' } });
  fireEvent.click(view.getByRole('button', { name: 'Enregistrer les disponibilités' }));
  await success('Vos modifications ont bien été enregistrées.');
  const row = await server.deps.db.selectFrom('availability_schedules').select('schedules_json').where('learner_id', '=', learnerId).executeTakeFirstOrThrow();
  assert.ok((JSON.parse(row.schedules_json) as { day: number }[]).some((slot) => slot.day === 3));
  await view.close();
});
