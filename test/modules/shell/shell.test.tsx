import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { modules } from '../../../src/app/modules';
import { useApiClient } from '../../../src/shared/swr/ApiProvider';
import type { ModuleDescriptor } from '../../../src/shared/module/types';
import { sessionState } from '../../../src/shared/session/store';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute, TEST_ORIGIN } from '../render';

function Probe() {
  useApiClient();
  return <h1>Écran sonde</h1>;
}
const load = () => Promise.resolve({ default: Probe });

/** A test module standing in for the area modules: real guards and layout, a trivial screen. */
const probeAll: ModuleDescriptor = {
  id: 'probe',
  routes: [
    { id: 'probe.home', path: '/', title: 'Accueil', load },
    { id: 'probe.role', path: '/role', title: 'Rôles', load, permissions: ['isRoleCreation'], relaxAccountCheck: true },
    { id: 'probe.account', path: '/configuration/configuration-compte', title: 'Configuration du compte', load, permissions: ['isConfigAccount'], relaxAccountCheck: true },
    { id: 'probe.planning', path: '/planning', title: 'Planning', load, relaxAccountCheck: true },
    { id: 'probe.quotations', path: '/pieces-comptables/factures', title: 'Factures', load, permissions: ['isCreateInvoice'] },
    { id: 'probe.members', path: '/utilisateurs', title: 'Utilisateurs', load, permissions: ['isViewMembers'] },
  ],
  nav: [
    { key: 'planning', title: 'Planning', icon: 'calendar', path: '/planning', order: 1 },
    { key: 'invoices', title: 'Factures', icon: 'euro', path: '/pieces-comptables/factures', permissions: ['isCreateInvoice'], order: 2 },
    { key: 'import', title: 'Migration', icon: 'upload', path: '/importer', roles: ['ADMIN'], order: 3 },
  ],
};
/** The probe stands in only for the areas not registered yet (a registered area's path is its own). */
const taken = new Set(modules.flatMap((m) => m.routes.map((r) => r.path)));
const probe: ModuleDescriptor = { ...probeAll, routes: probeAll.routes.filter((r) => !taken.has(r.path)) };
const withProbe = [...modules, probe];
/** The probe's screen, or the real screen of a registered module on that path. */
const screenHeading = (real: string) => new RegExp(`^(Écran sonde|${real})$`);

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(async () => {
  await server.close();
});

/** A service ticket for the back office's own service URL, through the SSO REST API. */
async function ticketFor(email: string): Promise<string> {
  const tgt = await server.app.request('/sso/v1/tickets', { method: 'POST', body: new URLSearchParams({ username: email, password: 'volant-demo' }) });
  const st = await server.app.request(`/sso/v1/tickets/${await tgt.text()}`, {
    method: 'POST',
    body: new URLSearchParams({ service: `${TEST_ORIGIN}/auth/loading` }),
  });
  return st.text();
}

test('a visitor on /auth/login is sent to the SSO with the loading page as service', async () => {
  const view = await renderRoute('/auth/login', { server });
  await waitFor(() => assert.equal(view.left.length, 1));
  assert.equal(view.left[0], `/sso/login?service=${encodeURIComponent(`${TEST_ORIGIN}/auth/loading`)}`);
  await view.close();
});

test('after a logout, /auth/login confirms it and offers to sign in again', async () => {
  const view = await renderRoute('/auth/login?loggedOut=1', { server });
  await view.findByText('Déconnexion effectuée avec succès');
  assert.equal(view.left.length, 0);
  fireEvent.click(view.getByRole('button', { name: 'Se connecter' }));
  assert.match(view.left[0] ?? '', /^\/sso\/login\?service=/);
  await view.close();
});

test('/auth/loading exchanges the ticket and lands: manager → /, ADMIN → /role, unconfigured → account configuration', async () => {
  for (const [email, landing] of [
    ['gerant@volant.test', '/'],
    ['admin@volant.test', '/role'],
    ['nouveau@volant.test', '/configuration/configuration-compte'],
  ] as const) {
    const view = await renderRoute(`/auth/loading?ticket=${await ticketFor(email)}`, { server, modules: withProbe });
    await waitFor(() => assert.equal(view.history.location.pathname, landing));
    assert.equal(sessionState.session?.user.email, email);
    await view.close();
  }
});

test('/auth/loading: a refused account (405) goes to /auth/not-allowed', async () => {
  const view = await renderRoute(`/auth/loading?ticket=${await ticketFor('refuse@volant.test')}`, { server });
  await waitFor(() => assert.equal(view.history.location.pathname, '/auth/not-allowed'));
  await view.findByText(/n’est pas autorisé/);
  assert.equal(sessionState.session, null);
  await view.close();
});

test('/auth/loading: any other failure signs out and returns to /auth/login', async () => {
  localStorage.setItem('leftover', '1');
  const view = await renderRoute('/auth/loading?ticket=ST-faux', { server });
  await waitFor(() => assert.equal(view.history.location.pathname, '/auth/login'));
  assert.equal(view.history.location.search, '?failed=1');
  await view.findByText('La connexion a échoué. Veuillez vous reconnecter.');
  assert.equal(localStorage.getItem('leftover'), null);
  await view.close();
});

test('a visitor on a private route goes to /auth/login; an unknown path ends on /page-not-found', async () => {
  const visitor = await renderRoute('/utilisateurs', { server, modules: withProbe });
  await waitFor(() => assert.equal(visitor.history.location.pathname, '/auth/login'));
  await visitor.close();
  const lost = await renderRoute('/nimporte-quoi', { server, user: 'gerant@volant.test', modules: withProbe });
  await waitFor(() => assert.equal(lost.history.location.pathname, '/page-not-found'));
  await lost.findByRole('heading', { name: 'Page introuvable' });
  assert.equal(lost.queryByRole('navigation', { name: 'Navigation principale' }), null, 'no sidebar on page-not-found');
  await lost.close();
});

test('an ADMIN opening /planning ends on /role', async () => {
  const view = await renderRoute('/planning', { server, user: 'admin@volant.test', modules: withProbe });
  await waitFor(() => assert.equal(view.history.location.pathname, '/role'));
  await view.findByRole('heading', { name: screenHeading('Rôles et permissions') });
  await view.close();
});

test('a manager sees the sidebar and the navbar; the ADMIN-only import entry is hidden', async () => {
  const view = await renderRoute('/', { server, user: 'gerant@volant.test', modules: withProbe });
  await view.findByRole('heading', { name: screenHeading('Bonjour Gérard'), level: 1 });
  const nav = await view.findByRole('navigation', { name: 'Navigation principale' });
  await waitFor(() => assert.ok(nav.textContent?.includes('Factures'), "nav.textContent?.includes('Factures')"));
  assert.ok(!nav.textContent?.includes('Migration'), "!nav.textContent?.includes('Migration')");
  assert.ok(view.getByRole('button', { name: 'Se déconnecter' }), "view.getByRole('button', { name: 'Se déconnecter' })");
  await view.close();
});

test('a user without the permission is sent to the first navigation entry', async () => {
  const view = await renderRoute('/utilisateurs', { server, user: 'formateur@volant.test', modules: withProbe });
  // The trainer lacks isViewMembers: they end on the first navigation entry (the planning).
  await waitFor(() => assert.equal(view.history.location.pathname, '/planning'));
  await view.findByRole('heading', { name: screenHeading('Planning'), level: 1 });
  await view.close();
  const manager = await renderRoute('/utilisateurs', { server, user: 'gerant@volant.test', modules: withProbe });
  await manager.findByRole('heading', { name: screenHeading('Utilisateurs') });
  await manager.close();
});

test('the agency selector keeps the selected agency in the session', async () => {
  const view = await renderRoute('/', { server, user: 'gerant@volant.test', modules: withProbe });
  const select = (await view.findByLabelText('Agence')) as HTMLSelectElement;
  const other = [...select.options].find((option) => option.value !== select.value);
  assert.ok(other, 'the manager has several agencies');
  fireEvent.change(select, { target: { value: other.value } });
  assert.equal(sessionState.session?.user.selectedAgency, Number(other.value));
  await view.close();
});

test('one agency choice: the navbar selector and the dashboard filter are the same choice, and the lists follow it', async () => {
  // The manager has the general configuration: the navbar choice used to be ignored by every list.
  const view = await renderRoute('/', { server, user: 'gerant@volant.test' });
  const navbar = (await view.findByLabelText('Agence')) as HTMLSelectElement;
  const dashboard = (await view.findByLabelText('Agences', {})) as HTMLSelectElement;
  assert.equal(navbar.value, '', 'every agency by default');
  assert.equal([...navbar.options][0]?.textContent, 'Toutes les agences');
  const blois = String(server.ids.centre.agencies.blois);
  fireEvent.change(navbar, { target: { value: blois } });
  await waitFor(() => assert.equal(dashboard.value, blois));
  await waitFor(() => assert.match(view.container.querySelector('h1')?.parentElement?.textContent ?? '', /Blois/));
  fireEvent.change(dashboard, { target: { value: '' } });
  await waitFor(() => assert.equal(navbar.value, ''));
  assert.equal(sessionState.session?.user.selectedAgency, null);
  fireEvent.change(navbar, { target: { value: blois } });
  view.navigate('/pieces-comptables/factures');
  const requests: string[] = [];
  const original = server.app.request.bind(server.app);
  server.app.request = ((input: Parameters<typeof original>[0], ...rest: unknown[]) => {
    requests.push(String(input));
    return (original as (...args: unknown[]) => ReturnType<typeof original>)(input, ...rest);
  }) as typeof original;
  try {
    await waitFor(() => assert.ok(requests.some((url) => url.includes('/accounting/invoices?')), 'the invoice list was read'));
    const list = new URL(requests.find((url) => url.includes('/accounting/invoices?'))!);
    assert.deepEqual(list.searchParams.getAll('agency[]'), [blois]);
  } finally {
    server.app.request = original;
  }
  await view.close();
});

test('logout closes the server session, clears the storage and leaves for the SSO logout', async () => {
  const view = await renderRoute('/', { server, user: 'gerant@volant.test', modules: withProbe });
  fireEvent.click(await view.findByRole('button', { name: 'Se déconnecter' }));
  await waitFor(() => assert.equal(view.left.length, 1));
  assert.equal(view.left[0], `/sso/logout?service=${encodeURIComponent(`${TEST_ORIGIN}/auth/login?loggedOut=1`)}`);
  assert.equal(sessionState.session, null);
  assert.equal(localStorage.getItem('appSession'), null);
  const refresh = await server.app.request('/api/token/refresh', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: view.auth?.refresh_token }),
  });
  assert.equal(refresh.status, 401, 'the server session is closed');
  await view.close();
});

test('the advice entries follow GET /review/solution (the structure as it is now), not the session’s copy', async () => {
  const structure = server.ids.centre.structureId;
  // The session was opened before the structure took the certified-notice solution: its copy says false.
  await server.deps.db.updateTable('structures').set({ avis_solution: 1 }).where('id', '=', structure).execute();
  const request = server.app.request.bind(server.app);
  server.app.request = async (input, init, ...rest) => {
    const res = await request(input, init, ...rest);
    const path = new URL(input instanceof Request ? input.url : String(input), TEST_ORIGIN).pathname;
    if (path !== '/api/auth' || res.status !== 200) return res;
    const body = (await res.json()) as { user: { avis_solution: boolean } };
    body.user.avis_solution = false;
    return Response.json(body);
  };
  try {
    const view = await renderRoute('/', { server, user: 'gerant@volant.test', modules });
    assert.equal(sessionState.session?.user.avis_solution, false);
    const nav = await view.findByRole('navigation', { name: 'Navigation principale' });
    fireEvent.click(await within(nav).findByRole('button', { name: /Apprenants/ }));
    await waitFor(() => assert.ok(nav.textContent?.includes('Suivi des demandes'), nav.textContent ?? ''));
    assert.ok(nav.textContent?.includes('Avis certifiés'), "nav.textContent?.includes('Avis certifiés')");
    await view.close();
  } finally {
    server.app.request = request;
    await server.deps.db.updateTable('structures').set({ avis_solution: 0 }).where('id', '=', structure).execute();
  }
});
