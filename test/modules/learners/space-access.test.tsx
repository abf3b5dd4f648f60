// « Espace élève » on the learner record (issue 41): the manager invites a learner from his record,
// sees where his access stands, and revokes it after a confirmation that says what ends; the server's
// rows prove each step. A trainer, who may not edit learners, reads the state without the buttons.
import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { alertsState } from '../../../src/shared/alerts/store';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
let learnerId: number;
before(async () => {
  server = await createTestApp();
  await server.deps.db.updateTable('users').set({ is_config_general: 1 }).where('email', '=', 'formateur@volant.test').execute();
  // A learner of Orléans with an e-mail address and no account of his own yet.
  const learner = await server.deps.db
    .selectFrom('learners')
    .leftJoin('users', 'users.learner_id', 'learners.id')
    .select('learners.id')
    .where('learners.agency_id', '=', server.ids.centre.agencies.orleans)
    .where('learners.archived', '=', 0)
    .where('learners.email', 'is not', null)
    .where('users.id', 'is', null)
    .orderBy('learners.id')
    .executeTakeFirstOrThrow();
  learnerId = learner.id;
});
after(() => server.close());

const account = () => server.deps.db.selectFrom('users').select(['id', 'login_refused']).where('learner_id', '=', learnerId).executeTakeFirst();

test('the manager invites a learner to his space from his record, then revokes it after being told what ends', async () => {
  const view = await renderRoute(`/apprenants/${learnerId}?menu=1`, { user: 'gerant@volant.test', server });
  const section = await view.findByRole('region', { name: 'Espace élève' }).catch(() => null);
  const scope = section ? within(section) : view;
  await scope.findByText('Pas encore invité');
  fireEvent.click(scope.getByRole('button', { name: 'Inviter à son espace élève' }));
  await waitFor(() => assert.ok(alertsState.alerts.some((a) => a.tone === 'success'), 'an alert says where the e-mail stands'));
  await scope.findByText('Invité');
  assert.ok(await account(), 'his account exists');
  const queued = await server.deps.db.selectFrom('outbox_emails').select(['subject']).where('learner_id', '=', learnerId).orderBy('id', 'desc').executeTakeFirstOrThrow();
  assert.match(queued.subject, /votre espace élève/);

  fireEvent.click(scope.getByRole('button', { name: 'Révoquer l’accès' }));
  const dialog = await view.findByRole('dialog', { name: 'Révoquer l’accès à l’espace élève ?' });
  within(dialog).getByText(/toutes ses sessions ouvertes se ferment/);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Révoquer l’accès' }));
  await scope.findByText('Accès révoqué');
  assert.equal((await account())?.login_refused, 1, 'his account is closed');
  await view.close();
});

test('a trainer reads where the learner’s access stands, without the buttons', async () => {
  const view = await renderRoute(`/apprenants/${learnerId}?menu=1`, { user: 'formateur@volant.test', server });
  await view.findByText('Espace élève');
  await view.findByText('Accès révoqué');
  assert.equal(view.queryByRole('button', { name: /Inviter|Renvoyer l’invitation|Révoquer/ }), null);
  await view.close();
});
