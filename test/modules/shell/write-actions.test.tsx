import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { waitFor, within } from '@testing-library/react';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

// Screens offer only the writes the server's route table allows (docs/permissions.md): the trainer of
// the demo (isAccessDashboards, isViewMyAgencies) reads these lists but is offered no create, edit or
// delete; the manager is. Absence is checked once the trainer's permissions are loaded — the sidebar
// shows « Livret numérique » (isAccessDashboards) only then.


let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

const SCREENS = [
  { path: '/tva', heading: 'Taux de TVA', create: 'Nouveau taux' },
  { path: '/groupes', heading: 'Groupes', create: 'Nouveau groupe' },
  { path: '/organismes', heading: 'Organismes', create: 'Nouvel organisme' },
  { path: '/push-kopilote', heading: 'Notifications push', create: 'Nouveau push' },
  { path: '/ressources', heading: 'Ressources matérielles', create: 'Nouvelle ressource' },
  { path: '/ressources-type', heading: 'Types de matériel', create: 'Nouveau type' },
  { path: '/apprenants', heading: 'Apprenants', create: 'Nouvel apprenant' },
] as const;

const WRITE_LABEL = /^(Modifier|Supprimer|Archiver|Envoyer|Dupliquer|Relancer|Définir par défaut)\b/;

for (const screen of SCREENS) {
  test(`${screen.path}: the manager is offered the writes, the trainer only reads`, async () => {
    const manager = await renderRoute(screen.path, { user: 'gerant@volant.test', server });
    await manager.findByRole('heading', { name: screen.heading, level: 1 });
    await manager.findAllByRole('button', { name: screen.create });
    await waitFor(() => assert.ok(manager.getAllByRole('button', { name: WRITE_LABEL }).length > 0, "manager.getAllByRole('button', { name: WRITE_LABEL }).length > 0"));
    await manager.close();

    const trainer = await renderRoute(screen.path, { user: 'formateur@volant.test', server });
    await trainer.findByRole('heading', { name: screen.heading, level: 1 });
    await trainer.findByRole('link', { name: /^Livret numérique/ });
    await waitFor(() => assert.ok(within(trainer.getByRole('table')).getAllByRole('row').length > 1, 'the list is shown'));
    assert.equal(trainer.queryAllByRole('button', { name: screen.create }).length, 0);
    assert.deepEqual(
      trainer.queryAllByRole('button', { name: WRITE_LABEL }).map((b) => b.getAttribute('aria-label') ?? b.textContent),
      [],
    );
    await trainer.close();
  });
}
