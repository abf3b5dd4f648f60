import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, within } from '@testing-library/react';
import { createTestApp, jsonBody, signIn, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

// Issue #24 point 28: editing an observation reads it again by `GET /observations/{id}`, so a
// colleague's change made after the tab was opened is what the form starts from.

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

test('the observation form starts from the observation as read now, not the list row', async () => {
  const learner = await server.deps.db.selectFrom('learners').select('id').where('agency_id', '=', server.ids.centre.agencies.orleans).where('archived', '=', 0).orderBy('id').executeTakeFirstOrThrow();
  const { token } = await signIn(server.app, 'gerant@volant.test');
  const created = await server.app.request('/api/observations', jsonBody('POST', { learner: learner.id, content: 'Appréhende les ronds-points.' }, token));
  assert.equal(created.status, 201);
  const { id } = (await created.json()) as { id: number };

  const view = await renderRoute(`/apprenants/${learner.id}?menu=4`, { user: 'gerant@volant.test', server });
  const row = (await view.findByText('Appréhende les ronds-points.')).closest('li, tr') as HTMLElement;
  const changed = await server.app.request(`/api/observations/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/merge-patch+json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ content: 'Ronds-points maîtrisés depuis la leçon 12.' }),
  });
  assert.equal(changed.status, 200);
  fireEvent.click(within(row).getByRole('button', { name: 'Modifier l’observation' }));
  const dialog = await view.findByRole('dialog', { name: 'Modifier l’observation' });
  await within(dialog).findByDisplayValue('Ronds-points maîtrisés depuis la leçon 12.');
  await view.close();
});
