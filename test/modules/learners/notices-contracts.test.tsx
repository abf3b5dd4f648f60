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
  await server.deps.db.updateTable('users').set({ is_config_general: 1 }).where('email', 'in', ['formateur@volant.test', 'secretariat@volant.test']).execute();
});
after(() => server.close());

const success = (message: string) => waitFor(() => assert.ok(alertsState.alerts.some((a) => a.tone === 'success' && a.message === message), message));

test('notice requests: newest first, a status filter in the URL, and a reminder for a pending one', async () => {
  const view = await renderRoute('/suivi-demandes', { user: 'gerant@port.test', server });
  const table = await view.findByRole('table', { name: 'Demandes d’avis' });
  await waitFor(() => assert.ok(within(table).getAllByRole('row').length > 2, "within(table).getAllByRole('row').length > 2"));
  fireEvent.change(view.getByLabelText('Avis'), { target: { value: 'pending' } });
  await waitFor(() => assert.equal(new URLSearchParams(view.history.location.search).getAll('noticeStatus[]')[0], 'pending'));
  const remind = await within(table).findAllByRole('button', { name: /^Relancer : / });
  await waitFor(() => assert.ok(within(table).getAllByRole('row').slice(1).every((row) => within(row).queryByText('En attente')), "within(table).getAllByRole('row').slice(1).every((row) => within(row).queryByText('En attente'))"));
  fireEvent.click(remind[0]!);
  // This server has no SMTP_URL: the reminder stays in the outbox and the alert says so (not « envoyée »).
  await success('L’envoi d’e-mails n’est pas configuré : le message est conservé dans la file d’attente.');
  await view.close();
});

test('certified notices: the verified filter, then reporting a notice with a reason', async () => {
  const view = await renderRoute('/avis-certifi%C3%A9s', { user: 'gerant@port.test', server });
  await view.findByRole('heading', { name: 'Avis certifiés', level: 1 });
  fireEvent.change(view.getByLabelText('Certification'), { target: { value: '1' } });
  await waitFor(() => assert.equal(new URLSearchParams(view.history.location.search).get('verified'), '1'));
  const table = view.getByRole('table', { name: 'Avis' });
  const report = await within(table).findAllByRole('button', { name: /^Signaler : / });
  fireEvent.click(report[0]!);
  const dialog = await view.findByRole('dialog', { name: 'Signaler l’avis' });
  const reason = within(dialog).getByLabelText(/Motif/) as HTMLSelectElement;
  await waitFor(() => assert.ok(reason.options.length > 1, 'reason.options.length > 1'));
  fireEvent.change(reason, { target: { value: reason.options[1]!.value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Signaler' }));
  await success('Avis signalé');
  await within(table).findByText(/^Signalé : /);
  await view.close();
});

test('contracts tab: the secretary creates a contract from the prefill (fees from the learner’s bills) and signs it once validated; the trainer has no access', async () => {
  const learner = await server.deps.db
    .selectFrom('learners')
    .innerJoin('learner_evaluations', 'learner_evaluations.learner_id', 'learners.id')
    .leftJoin('learner_contracts', 'learner_contracts.learner_id', 'learners.id')
    .select(['learners.id', 'learners.first_name', 'learners.last_name'])
    .where('learners.agency_id', '=', server.ids.centre.agencies.orleans)
    .where('learner_contracts.id', 'is', null)
    .executeTakeFirstOrThrow();
  const view = await renderRoute(`/apprenants/${learner.id}?menu=7`, { user: 'secretariat@volant.test', server });
  fireEvent.click(await view.findByRole('button', { name: 'Nouveau contrat' }));
  const dialog = await view.findByRole('dialog', { name: 'Nouveau contrat' });
  await within(dialog).findByText(/Agrément n° E1904500120/);
  assert.notEqual((within(dialog).getByLabelText(/Frais d’inscription/) as HTMLInputElement).value, '0', 'the registration fee comes from the agency’s services');
  const price = within(dialog).getByLabelText(/Prix de l’heure de conduite/) as HTMLInputElement;
  if (!price.value) fireEvent.change(price, { target: { value: '52' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await success('Contrat créé avec succès');
  const section = await view.findByRole('region', { name: /^Contrat CT-/ });
  within(section).getByText('Brouillon');
  assert.ok(!within(section).queryByRole('button', { name: /^Valider : / }), 'the secretary may not validate');
  assert.ok(!within(section).queryByRole('button', { name: /^Signer : / }), 'a draft is not offered for signature');
  await view.close();

  // The manager validates it; the secretary then signs it.
  const contract = await server.deps.db.selectFrom('learner_contracts').select('id').where('learner_id', '=', learner.id).executeTakeFirstOrThrow();
  await server.deps.db.updateTable('learner_contracts').set({ status: 'validated', validated_at: new Date().toISOString() }).where('id', '=', contract.id).execute();
  const again = await renderRoute(`/apprenants/${learner.id}?menu=7`, { user: 'secretariat@volant.test', server });
  const validated = await again.findByRole('region', { name: /^Contrat CT-/ });
  fireEvent.click(await within(validated).findByRole('button', { name: /^Signer : / }));
  const sign = await again.findByRole('dialog', { name: /^Signer CT-/ });
  assert.equal((within(sign).getByLabelText('Lieu de signature') as HTMLInputElement).value, 'Orléans');
  fireEvent.click(within(sign).getByRole('button', { name: 'Signer' }));
  await success('Contrat signé');
  await within(validated).findByText('Signé');
  assert.ok(within(validated).getByRole('button', { name: /^Ajouter un avenant : / }));
  await again.close();

  const trainer = await renderRoute('/pieces-comptables/contrat', { user: 'formateur@volant.test', server });
  await waitFor(() => assert.notEqual(trainer.history.location.pathname, '/pieces-comptables/contrat'));
  await trainer.close();
});

test('contract list: newest first, the status filter, and an amendment added to a signed contract', async () => {
  const view = await renderRoute('/pieces-comptables/contrat?status[]=signed', { user: 'gerant@volant.test', server });
  const table = await view.findByRole('table', { name: 'Contrats' });
  await waitFor(() => assert.ok(within(table).getAllByRole('row').length > 2, "within(table).getAllByRole('row').length > 2"));
  assert.ok(within(table).getAllByRole('row').slice(1).every((row) => within(row).queryByText('Signé')), "within(table).getAllByRole('row').slice(1).every((row) => within(row).queryByText('Signé'))");
  const add = within(table).getAllByRole('button', { name: /^Ajouter un avenant : / })[0]!;
  const number = add.getAttribute('aria-label')!.replace('Ajouter un avenant : ', '');
  fireEvent.click(add);
  const dialog = await view.findByRole('dialog', { name: `Avenant au contrat ${number}` });
  await within(dialog).findByText(/Heures achetées/);
  fireEvent.change(within(dialog).getByLabelText(/Heures supplémentaires/), { target: { value: '4' } });
  fireEvent.change(within(dialog).getByLabelText(/Motif/), { target: { value: 'Préparation à l’examen' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await success('Avenant créé avec succès');
  const amendment = await server.deps.db.selectFrom('contract_amendments').select(['number', 'extra_minutes']).where('reason', '=', 'Préparation à l’examen').executeTakeFirstOrThrow();
  assert.equal(amendment.extra_minutes, 240);
  assert.ok(amendment.number.startsWith(`${number}-A`));
  await view.close();
});
