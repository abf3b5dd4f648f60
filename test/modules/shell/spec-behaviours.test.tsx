import '../../setup/dom';
// Spec part 1 §2, §8, §9 behaviours of the shell that had no test: the missing-items modal, the offline
// notice, the sidebar collapsed below 640 px, the reload after a failed screen load, silent reads, and
// the account configuration read skipped once local storage says the account is configured.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { OfflineNotice } from '../../../src/app/shell/OfflineNotice';
import { modules } from '../../../src/app/modules';
import { alertsState } from '../../../src/shared/alerts/store';
import type { ModuleDescriptor } from '../../../src/shared/module/types';
import { onSignOut } from '../../../src/shared/session/store';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(async () => {
  await server.close();
});

/** Records the API paths the app reads while `run` goes on. */
async function recordingRequests<T>(run: (paths: string[]) => Promise<T>): Promise<T> {
  const paths: string[] = [];
  const original = server.app.request.bind(server.app);
  server.app.request = ((input: Parameters<typeof original>[0], ...rest: unknown[]) => {
    paths.push(new URL(String(input), 'http://localhost').pathname);
    return (original as (...args: unknown[]) => ReturnType<typeof original>)(input, ...rest);
  }) as typeof original;
  try {
    return await run(paths);
  } finally {
    server.app.request = original;
  }
}

test('the missing-items modal lists what agencies and trainers lack, and stays closed once dismissed', async () => {
  const view = await renderRoute('/', { server, user: 'gerant@volant.test' });
  const dialog = await view.findByRole('dialog', { name: 'Informations manquantes' });
  assert.match(dialog.textContent ?? '', /Tours : Numéro de TVA intracommunautaire, Numéro d’agrément principal/);
  assert.match(dialog.textContent ?? '', /François Petitjean : Numéro d’autorisation d’enseigner/);
  fireEvent.click(view.getByRole('button', { name: 'J’ai compris' }));
  await waitFor(() => assert.ok(view.queryByRole('dialog', { name: 'Informations manquantes' }) === null, "view.queryByRole('dialog', { name: 'Informations manquantes' }) is null"));
  assert.equal(localStorage.getItem('missingItemsDismissed'), '1');
  view.navigate('/apprenants');
  await view.findByRole('heading', { level: 1, name: 'Apprenants' });
  assert.equal(view.queryByRole('dialog', { name: 'Informations manquantes' }), null);
  await view.close();
});

test('the missing-items modal is never shown on a public URL', async () => {
  const view = await renderRoute('/devis/00000000-0000-4000-8000-000000000000', { server, user: 'gerant@volant.test' });
  await view.findByText('Ce devis est introuvable', {});
  assert.equal(view.queryByRole('dialog', { name: 'Informations manquantes' }), null);
  await view.close();
});

test('offline, the notice says so; back online it goes', async () => {
  const view = render(<OfflineNotice />);
  const text = 'Vous êtes hors ligne. Les modifications seront possibles dès le retour de la connexion.';
  assert.equal(view.queryByText(text), null);
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  try {
    act(() => void window.dispatchEvent(new Event('offline')));
    assert.equal(view.getByRole('status').textContent, text);
  } finally {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  }
  act(() => void window.dispatchEvent(new Event('online')));
  assert.equal(view.queryByText(text), null);
  view.unmount();
});

test('below 640 px the sidebar starts collapsed; it can still be opened', async () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const list = original.call(window, query);
    return Object.defineProperty(list, 'matches', { get: () => query.includes('max-width: 639px') });
  }) as typeof window.matchMedia;
  try {
    const view = await renderRoute('/', { server, user: 'secretariat@volant.test' });
    const open = await view.findByRole('button', { name: 'Déplier le menu' });
    assert.equal(view.queryByRole('button', { name: 'Réduire le menu' }), null);
    fireEvent.click(open);
    await view.findByRole('button', { name: 'Réduire le menu' });
    await view.close();
  } finally {
    window.matchMedia = original;
  }
  const wide = await renderRoute('/', { server, user: 'secretariat@volant.test' });
  await wide.findByRole('button', { name: 'Réduire le menu' });
  await wide.close();
});

test('a screen whose chunk fails to load reloads the page with a time parameter, and offers a reload', async () => {
  const broken: ModuleDescriptor = {
    id: 'broken',
    routes: [{ id: 'broken.screen', path: '/ecran-casse', title: 'Écran cassé', load: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) }],
    nav: [],
  };
  const view = await renderRoute('/ecran-casse', { server, user: 'secretariat@volant.test', modules: [...modules, broken], preload: false });
  await waitFor(() => assert.equal(view.reloads.length, 1));
  // The page reloads at its own URL (window.location here) with the time parameter.
  assert.match(view.reloads[0]!, /\?t=\d+$/);
  await view.findByRole('button', { name: 'Recharger la page' });
  await view.close();
});

test('silent reads: a package that cannot be loaded shows its error state, no alert', async () => {
  const view = await renderRoute('/configuration/produits-prestations/details-formule/999999', { server, user: 'gerant@volant.test' });
  await waitFor(() => assert.ok((view.container.querySelector('main')?.textContent ?? '').length > 0, "(view.container.querySelector('main')?.textContent ?? '').length > 0"));
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.deepEqual(alertsState.alerts.filter((a) => a.tone === 'danger'), []);
  await view.close();
});

test('the account configuration wizard skips GET /agency/config once local storage says the account is configured', async () => {
  const reads = (paths: string[]) => paths.filter((path) => path.startsWith('/api/agency/config/')).length;
  const fresh = await recordingRequests(async (paths) => {
    const view = await renderRoute('/configuration/configuration-compte', { server, user: 'gerant@volant.test' });
    await waitFor(() => assert.ok(reads(paths) > 0, 'the configuration is read'));
    await view.close();
    return reads(paths);
  });
  assert.ok(fresh > 0, 'fresh > 0');
  // renderRoute signs out first (which clears the storage): the flag is set back by a sign-out reset.
  const stop = onSignOut(() => localStorage.setItem('isAccountConfigured', 'true'));
  try {
    const skipped = await recordingRequests(async (paths) => {
      const view = await renderRoute('/configuration/configuration-compte', { server, user: 'gerant@volant.test' });
      await view.findByRole('heading', { level: 1 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await view.close();
      return reads(paths);
    });
    assert.equal(skipped, 0);
  } finally {
    stop();
  }
});
