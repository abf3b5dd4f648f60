import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

test('an edit form opens with its item read by id (GET /plannings/activities/{id}), not the list’s copy', async () => {
  const view = await renderRoute('/configuration/configuration-planning', { user: 'gerant@volant.test', server });
  await view.findByRole('button', { name: 'Modifier : Cours de code' });
  // Someone else renames it meanwhile: the list still shows the old name.
  await server.deps.db.updateTable('planning_activities').set({ name: 'Cours de code (soir)' }).where('name', '=', 'Cours de code').where('structure_id', '=', server.ids.centre.structureId).execute();
  fireEvent.click(view.getByRole('button', { name: 'Modifier : Cours de code' }));
  const dialog = await view.findByRole('dialog', { name: 'Modifier l’activité' });
  await waitFor(() => assert.equal((within(dialog).getByLabelText(/^Nom/) as HTMLInputElement).value, 'Cours de code (soir)'));
  await view.close();
});

test('the material resource form opens with GET /materials/resources/{id}', async () => {
  const resource = await server.deps.db.selectFrom('material_resources').select(['id', 'name']).where('structure_id', '=', server.ids.centre.structureId).orderBy('id').executeTakeFirstOrThrow();
  const view = await renderRoute('/ressources', { user: 'gerant@volant.test', server });
  await view.findByRole('button', { name: `Modifier : ${resource.name}` });
  await server.deps.db.updateTable('material_resources').set({ name: `${resource.name} (révisée)` }).where('id', '=', resource.id).execute();
  fireEvent.click(view.getByRole('button', { name: `Modifier : ${resource.name}` }));
  const dialog = await view.findByRole('dialog', { name: 'Modifier la ressource' });
  await waitFor(() => assert.equal((within(dialog).getByLabelText(/^Nom/) as HTMLInputElement).value, `${resource.name} (révisée)`));
  await view.close();
});
