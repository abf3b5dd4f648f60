import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { alertsState } from '../../../src/shared/alerts/store';
import { antsStore } from '../../../src/modules/ants/store';
import type { AntsRequest } from '../../../src/modules/ants/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import { ANTS_DEMO_LOGIN, ANTS_DEMO_PASSWORD } from '../../../server/simulators/ants';
import { bearer, createTestApp, jsonBody, signIn, type TestApp } from '../../server/helpers';
import { sessionState } from '../../../src/shared/session/store';
import { renderRoute } from '../render';
import { watchRequests } from '../request-watch';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

const hasAlert = (tone: string, message: string) => alertsState.alerts.some((a) => a.tone === tone && a.message === message);

test('the manager connects an agency: wrong then right credentials, the indicator follows, then disconnects', async () => {
  const view = await renderRoute('/ants?tab=connexion', { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Connexions à l’ANTS' });
  await view.findByText((_, el) => el?.getAttribute('data-status') === '0' && /ANTS/.test(el.textContent ?? ''));

  fireEvent.click(await view.findByRole('button', { name: 'Se connecter : Orléans Centre' }));
  const dialog = await view.findByRole('dialog', { name: 'Connexion à l’ANTS — Orléans Centre' });
  await waitFor(() => assert.equal((within(dialog).getByLabelText(/Numéro d’agrément/) as HTMLInputElement).value, 'E1904500120'));
  fireEvent.change(within(dialog).getByLabelText(/Identifiant ANTS/), { target: { value: ANTS_DEMO_LOGIN } });
  fireEvent.change(within(dialog).getByLabelText(/Mot de passe/), { target: { value: 'mauvais' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
  await waitFor(() => assert.ok(hasAlert('danger', 'Vérifiez votre identifiant, mot de passe et numéro d’agrément.'), JSON.stringify(alertsState.alerts) + ' | ' + Array.from(dialog.querySelectorAll('input')).map((i) => `${i.name}=${i.value}`).join(',') + ' | ' + dialog.textContent));
  assert.ok(view.getByRole('dialog', { name: 'Connexion à l’ANTS — Orléans Centre' }), 'the dialog stays open');

  fireEvent.change(within(dialog).getByLabelText(/Mot de passe/), { target: { value: ANTS_DEMO_PASSWORD } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
  await waitFor(() => assert.ok(hasAlert('success', 'L’agence est connectée à l’ANTS'), "hasAlert('success', 'L’agence est connectée à l’ANTS')"));
  await waitFor(() => assert.ok(!view.queryByRole('dialog', { name: 'Connexion à l’ANTS — Orléans Centre' }), "!view.queryByRole('dialog', { name: 'Connexion à l’ANTS — Orléans Centre' })"));
  // One agency out of three: partly connected.
  await view.findByText((_, el) => el?.getAttribute('data-status') === '2' && /ANTS/.test(el.textContent ?? ''));

  fireEvent.click(await view.findByRole('button', { name: 'Se déconnecter : Orléans Centre' }));
  await waitFor(() => assert.ok(hasAlert('success', 'La connexion à l’ANTS est fermée.'), "hasAlert('success', 'La connexion à l’ANTS est fermée.')"));
  await view.findByText((_, el) => el?.getAttribute('data-status') === '0' && /ANTS/.test(el.textContent ?? ''));
  await view.close();
});

test('a draft is sent from its details, the counters follow; an expired session shows the expiry message and the flag', async () => {
  // The agency is connected and the drafts read before the screen opens: requests awaited while it is
  // mounted would let its reads land while the test waits for nothing.
  const { token } = await signIn(server.app, 'gerant@volant.test');
  const auth = await server.app.request(
    '/api/ants/authenticate',
    jsonBody('POST', { mode: 0, agencyId: server.ids.centre.agencies.orleans, login: ANTS_DEMO_LOGIN, password: ANTS_DEMO_PASSWORD, approvalNumber: 'E1904500120' }, token),
  );
  assert.equal(auth.status, 200);
  const drafts = (await (await server.app.request(`/api/ants?status=BROUILLON&agency=${server.ids.centre.agencies.orleans}`, bearer(token))).json()) as HydraCollection<AntsRequest>;
  const withDocument = [];
  for (const draft of drafts['hydra:member']) {
    const details = (await (await server.app.request(`/api/ants/${draft.id}`, bearer(token))).json()) as { attachments: { pages: unknown[] }[] };
    if (details.attachments.some((a) => a.pages.length > 0)) withDocument.push(draft);
  }
  const draft = withDocument[0]!;
  assert.ok(draft, 'a seeded draft with a document');
  const view = await renderRoute('/ants', { user: 'gerant@volant.test', server });

  const counter = async (label: string) => {
    const button = await view.findByRole('button', { name: new RegExp(`${label}$`) });
    return Number(button.textContent?.replace(label, '').trim());
  };
  await view.findByRole('heading', { name: 'ANTS' });
  await waitFor(async () => assert.ok(!Number.isNaN(await counter('Brouillon')), "!Number.isNaN(await counter('Brouillon'))"));
  const drafts0 = await counter('Brouillon');
  const validation0 = await counter('Validation par l’usager');

  view.navigate(`/ants?demande=${draft.id}`);
  const dialog = await view.findByRole('dialog', { name: `Demande n° ${draft.idDemande}` });
  await within(dialog).findByRole('heading', { name: 'Pièces justificatives' });
  const send = await within(dialog).findByRole('button', { name: 'Envoyer à l’ANTS' });
  await waitFor(() => assert.equal((send as HTMLButtonElement).disabled, false));
  fireEvent.click(send);
  const confirm = await view.findByRole('dialog', { name: 'Envoyer la demande' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Envoyer à l’ANTS' }));
  await waitFor(() => assert.ok(hasAlert('success', 'Demande envoyée à l’ANTS'), "hasAlert('success', 'Demande envoyée à l’ANTS')"));
  fireEvent.click(within(dialog).getAllByRole('button', { name: 'Fermer' }).find((b) => b.textContent === 'Fermer')!);
  await waitFor(async () => assert.equal(await counter('Brouillon'), drafts0 - 1));
  assert.equal(await counter('Validation par l’usager'), validation0 + 1);

  // An hour later the session has expired: a synchronisation says so and the screen shows the flag.
  server.clock.advance(3601);
  fireEvent.click(view.getByRole('button', { name: 'Synchroniser' }));
  await waitFor(() => assert.ok(hasAlert('danger', 'Votre session ANTS a expiré. Veuillez vous reconnecter.'), "hasAlert('danger', 'Votre session ANTS a expiré. Veuillez vous reconnecter.')"));
  assert.equal(antsStore.expired, true);
  await view.findByRole('button', { name: 'Se reconnecter' });
  await view.close();
  antsStore.expired = false;
});

test('a structure configured as a whole: the counters follow the navbar’s agency choice (one agency choice, honoured everywhere)', async () => {
  const blois = server.ids.centre.agencies.blois;
  const requests = watchRequests(server);
  const calls = requests.urls;
  try {
    const view = await renderRoute('/ants', { user: 'gerant@volant.test', server });
    assert.equal(sessionState.session?.user.isConfigGeneral, true);
    const statistics = () => calls.filter((url) => url.pathname === '/api/ants/statistics');
    await waitFor(() => assert.ok(statistics().length > 0, 'statistics().length > 0'));
    sessionState.session!.user.selectedAgency = blois;
    await waitFor(() => assert.ok(statistics().some((url) => url.searchParams.get('agency') === String(blois)), statistics().map((u) => u.search).join(' ')));
    await view.close();
  } finally {
    requests.restore();
  }
});
