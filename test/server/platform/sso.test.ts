import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_PASSWORD } from '../../../server/seed/accounts';
import { createTestApp, jsonBody, type TestApp } from '../helpers';
import { ssoBrowser } from '../sso/browser';

const SERVICE = 'http://localhost/auth/loading';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const login = (username: string, password: string, service = SERVICE) =>
  ssoBrowser(t.app).signIn(`service=${encodeURIComponent(service)}`, username, password);

const tgcOf = (res: Response) => /TGC=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
const ticketOf = (location: string | null) => new URL(location ?? '', 'http://localhost').searchParams.get('ticket');

describe('SSO login page', () => {
  test('is an accessible French form without script', async () => {
    const res = await t.app.request(`/sso/login?service=${encodeURIComponent(SERVICE)}`);
    assert.equal(res.status, 200);
    const page = await res.text();
    assert.match(page, /<html lang="fr">/);
    assert.match(page, /<label for="username">Adresse e-mail<\/label>/);
    assert.match(page, /<label for="password">Mot de passe<\/label>/);
    assert.match(page, /id="username"[^>]*autofocus/);
    assert.match(page, /name="service" value="http:\/\/localhost\/auth\/loading"/);
    assert.doesNotMatch(page, /<script/i);
    assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self'/);
  });

  test('a service on another origin is refused', async () => {
    for (const service of ['https://evil.example/steal', '//evil.example/x', 'javascript:alert(1)']) {
      const res = await t.app.request(`/sso/login?service=${encodeURIComponent(service)}`);
      assert.equal(res.status, 400, service);
      assert.match(await res.text(), /Service non autorisé\./);
    }
  });
});

describe('SSO form login', () => {
  test('wrong credentials re-render the form with the error, e-mail kept, 401', async () => {
    const res = await login('gerant@volant.test', 'mauvais');
    assert.equal(res.status, 401);
    const page = await res.text();
    assert.match(page, /role="alert"[^>]*>Identifiant ou mot de passe incorrect\./);
    assert.match(page, /value="gerant@volant.test"/);
    assert.match(page, /id="password"[^>]*autofocus/);
    assert.equal(res.headers.get('set-cookie'), null);
  });

  test('unknown e-mail fails the same way', async () => {
    const res = await login('personne@volant.test', DEMO_PASSWORD);
    assert.equal(res.status, 401);
  });

  test('success sets an HttpOnly Lax TGC on /sso and redirects to the service with a ticket', async () => {
    const res = await login('gerant@volant.test', DEMO_PASSWORD);
    assert.equal(res.status, 302);
    const location = res.headers.get('location') ?? '';
    assert.ok(location.startsWith(`${SERVICE}?ticket=ST-`), location);
    const cookie = res.headers.get('set-cookie') ?? '';
    assert.match(cookie, /TGC=TGT-/);
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Lax/);
    assert.match(cookie, /Path=\/sso/);
  });

  test('a relative service is resolved against the public origin, its query kept as it was', async () => {
    const res = await login('gerant@volant.test', DEMO_PASSWORD, '/auth/loading?from=%2Fplanning');
    assert.equal(res.status, 302);
    assert.match(res.headers.get('location') ?? '', /^http:\/\/localhost\/auth\/loading\?from=%2Fplanning&ticket=ST-/);
  });

  test('with a live TGC, the login page redirects at once with a fresh ticket', async () => {
    const tgc = tgcOf(await login('gerant@volant.test', DEMO_PASSWORD));
    assert.ok(tgc);
    const res = await t.app.request(`/sso/login?service=${encodeURIComponent(SERVICE)}`, { headers: { Cookie: `TGC=${tgc}` } });
    assert.equal(res.status, 302);
    const ticket = ticketOf(res.headers.get('location'));
    assert.match(ticket ?? '', /^ST-/);
    const auth = await t.app.request('/api/auth', jsonBody('POST', { serviceId: SERVICE, ticket }));
    assert.equal(auth.status, 200);
  });

  test('logout revokes the TGT, clears the cookie and returns to the service', async () => {
    const tgc = tgcOf(await login('gerant@volant.test', DEMO_PASSWORD));
    const res = await t.app.request(`/sso/logout?service=${encodeURIComponent(SERVICE)}`, { headers: { Cookie: `TGC=${tgc}` } });
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), SERVICE);
    assert.match(res.headers.get('set-cookie') ?? '', /TGC=;.*Max-Age=0/);
    const again = await t.app.request(`/sso/login?service=${encodeURIComponent(SERVICE)}`, { headers: { Cookie: `TGC=${tgc}` } });
    assert.equal(again.status, 200);
    assert.match(await again.text(), /<form/);
  });

  test('logout to another origin is refused', async () => {
    const res = await t.app.request(`/sso/logout?service=${encodeURIComponent('https://evil.example/')}`);
    assert.equal(res.status, 400);
  });
});

describe('SSO REST ticket API', () => {
  test('TGT from a form, ST for a service, then DELETE ends it', async () => {
    const created = await t.app.request('/sso/v1/tickets', {
      method: 'POST',
      body: new URLSearchParams({ username: 'secretariat@volant.test', password: DEMO_PASSWORD }),
    });
    assert.equal(created.status, 201);
    const tgt = await created.text();
    assert.match(tgt, /^TGT-/);
    assert.equal(created.headers.get('location'), `/sso/v1/tickets/${tgt}`);

    const st = await t.app.request(`/sso/v1/tickets/${tgt}`, { method: 'POST', body: new URLSearchParams({ service: SERVICE }) });
    assert.equal(st.status, 200);
    assert.match(await st.text(), /^ST-/);

    assert.equal((await t.app.request(`/sso/v1/tickets/${tgt}`, { method: 'DELETE' })).status, 200);
    const after = await t.app.request(`/sso/v1/tickets/${tgt}`, { method: 'POST', body: new URLSearchParams({ service: SERVICE }) });
    assert.equal(after.status, 404);
  });

  test('accepts JSON credentials and refuses wrong ones', async () => {
    const ok = await t.app.request('/sso/v1/tickets', jsonBody('POST', { username: 'gerant@volant.test', password: DEMO_PASSWORD }));
    assert.equal(ok.status, 201);
    const ko = await t.app.request('/sso/v1/tickets', jsonBody('POST', { username: 'gerant@volant.test', password: 'non' }));
    assert.equal(ko.status, 401);
    assert.equal(await ko.text(), 'Identifiant ou mot de passe incorrect.');
  });

  test('a service ticket expires after serviceTicketTtlSeconds', async () => {
    const tgt = await (await t.app.request('/sso/v1/tickets', jsonBody('POST', { username: 'gerant@volant.test', password: DEMO_PASSWORD }))).text();
    const ticket = await (await t.app.request(`/sso/v1/tickets/${tgt}`, jsonBody('POST', { service: SERVICE }))).text();
    t.clock.advance(t.deps.config.serviceTicketTtlSeconds + 1);
    const res = await t.app.request('/api/auth', jsonBody('POST', { serviceId: SERVICE, ticket }));
    assert.equal(res.status, 401);
  });
});
