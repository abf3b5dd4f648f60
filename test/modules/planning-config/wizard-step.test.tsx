import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Suspense, useState } from 'react';
import { fireEvent, waitFor } from '@testing-library/react';
import { modules } from '../../../src/app/modules';
import { useSlot, useSlotComponent, type SlotContribution } from '../../../src/shared/module/slots';
import type { ModuleDescriptor } from '../../../src/shared/module/types';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

function Step({ contribution, agencyId }: { contribution: SlotContribution<'configuration.wizard.steps'>; agencyId: number | null }) {
  const Component = useSlotComponent(contribution);
  const [saved, setSaved] = useState(0);
  return (
    <Suspense fallback={null}>
      <p>Étapes enregistrées : {saved}</p>
      <Component agencyId={agencyId} onSaved={() => setSaved((n) => n + 1)} />
    </Suspense>
  );
}

/** Renders the planning step of the wizard the way the administration area will (whole structure). */
function WizardHost() {
  const step = useSlot('configuration.wizard.steps').find((c) => c.key === 'planning');
  return step ? <Step contribution={step} agencyId={null} /> : <p>aucune étape</p>;
}

const host: ModuleDescriptor = {
  id: 'test-host',
  routes: [{ id: 'test.wizard', path: '/test-assistant', title: 'Test', load: async () => ({ default: WizardHost }) }],
};

test('the planning step of the account wizard saves every agency of the structure and calls onSaved', async () => {
  const view = await renderRoute('/test-assistant', { user: 'gerant@port.test', server, modules: [...modules, host] });
  const start = await view.findByLabelText(/Début de journée/, {});
  fireEvent.change(start, { target: { value: '07:30' } });
  fireEvent.change(view.getByLabelText(/Commentaire commun à toutes les agences/), { target: { value: 'Fermeture annuelle en août.' } });
  fireEvent.click(view.getByRole('button', { name: 'Enregistrer et continuer' }));
  await view.findByText('Étapes enregistrées : 1', {});
  const config = await server.deps.db.selectFrom('planning_configs').select('day_start').where('agency_id', '=', server.ids.port.agencyId).executeTakeFirstOrThrow();
  assert.equal(config.day_start, '07:30');
  const global = await server.deps.db.selectFrom('planning_global_configs').select('global_comment').where('structure_id', '=', server.ids.port.structureId).executeTakeFirstOrThrow();
  assert.equal(global.global_comment, 'Fermeture annuelle en août.');
  await waitFor(() => assert.ok(view.getByText('Ces réglages s’appliquent à l’agence de la structure.'), "view.getByText('Ces réglages s’appliquent à l’agence de la structure.')"));
  await view.close();
});
