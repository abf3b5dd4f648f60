// The SSO's audit findings (issue #20 F1, F12, TGC cookie), each performed against the in-process app.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_PASSWORD } from '../../../server/seed/accounts';
import { canonicalService } from '../../../server/sso/service-url';
import { createTestApp, jsonBody, serviceTicket, TEST_SERVICE, type TestApp } from '../helpers';
import { loginTicketOf, PUBLIC_ORIGIN, ssoBrowser, ticketOf } from './browser';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

/** Services that lead off-site once a browser or a later decoding is done with them. */
const ESCAPES = [
  '/.//attacker.example/steal',
  '/./\\attacker.example/steal',
  '/\t/attacker.example/',
  '/\r/evil.test',
  '/\n/evil.test',
  '/%2F%2Fevil.test',
  '/%5C%5Cevil.test',
  '/\\attacker.example',
  '//attacker.example/steal',
  '///attacker.example',
  ' //attacker.example',
  'https://attacker.example/steal',
  'http://localhost.attacker.example/',
  'http://localhost@attacker.example/',
  'http://attacker.example\\@localhost/',
  'http://localhost:8080/auth/loading',
  'https://localhost/auth/loading',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/auth/loading\u0000',
  'auth/loading',
  `/${'a'.repeat(3000)}`,
];

const encoded = (service: string) => `service=${encodeURIComponent(service)}`;

describe('F1: the SSO sends tickets only to registered services', () => {
  test('a signed-in user opening a crafted login link is not redirected anywhere (one-click takeover)', async () => {
    const victim = ssoBrowser(t.app);
    assert.equal((await victim.signIn(encoded(TEST_SERVICE))).status, 302);
    for (const service of ESCAPES) {
      const res = await victim.request(`/sso/login?${encoded(service)}`);
      assert.equal(res.status, 400, JSON.stringify(service));
      assert.equal(res.headers.get('location'), null, JSON.stringify(service));
      assert.match(await res.text(), /Service non autorisé\./);
    }
  });

  test('the exact attack of the audit: no ticket for /.//attacker.example/steal, and POST /api/auth refuses that serviceId', async () => {
    const victim = ssoBrowser(t.app);
    await victim.signIn(encoded(TEST_SERVICE));
    const res = await victim.request('/sso/login?service=%2F.%2F%2Fattacker.example%2Fsteal');
    assert.equal(res.status, 400);
    // Even holding a genuine ticket, that serviceId gets no tokens.
    const ticket = await serviceTicket(t.app, 'gerant@volant.test');
    const auth = await t.app.request('/api/auth', jsonBody('POST', { serviceId: '/.//attacker.example/steal', ticket }));
    assert.equal(auth.status, 400);
    const body = (await auth.json()) as Record<string, unknown>;
    assert.equal(body.token, undefined);
    assert.equal(body.detail, 'Service non autorisé.');
  });

  test('POST /api/auth checks serviceId like the SSO, in French, never a 500', async () => {
    for (const serviceId of ESCAPES) {
      const res = await t.app.request('/api/auth', jsonBody('POST', { serviceId, ticket: 'ST-x' }));
      assert.ok(res.status === 400 || res.status === 422, `${JSON.stringify(serviceId)} → ${res.status}`);
    }
  });

  test('the login form never posts a refused service, and sign-in with one gives no cookie', async () => {
    const browser = ssoBrowser(t.app);
    const form = await browser.request('/sso/login');
    const lt = loginTicketOf(await form.text());
    for (const service of ESCAPES.slice(0, 8)) {
      const res = await browser.request('/sso/login', {
        method: 'POST',
        headers: { Origin: PUBLIC_ORIGIN },
        body: new URLSearchParams({ username: 'gerant@volant.test', password: DEMO_PASSWORD, lt, service }),
      });
      assert.equal(res.status, 400, JSON.stringify(service));
      assert.equal(res.headers.get('location'), null);
    }
    assert.equal(browser.cookies.has('TGC'), false);
  });

  test('logout redirects only to registered services (a tab in the path is not one)', async () => {
    for (const service of ['/\t/attacker.example/', ...ESCAPES]) {
      const res = await t.app.request(`/sso/logout?${encoded(service)}`);
      assert.equal(res.status, 400, JSON.stringify(service));
      assert.equal(res.headers.get('location'), null);
    }
    const ok = await t.app.request(`/sso/logout?${encoded('/auth/login?loggedOut=1')}`);
    assert.equal(ok.status, 302);
    assert.equal(ok.headers.get('location'), 'http://localhost/auth/login?loggedOut=1');
  });

  test('CR/LF and broken escapes in a service answer a French 400, not a 500', async () => {
    for (const query of ['service=%2Fauth%0D%0ASet-Cookie%3A%20x%3D1', 'service=%0A', 'service=%E0%A4%A', 'service=%']) {
      for (const path of ['/sso/login', '/sso/logout']) {
        const res = await t.app.request(`${path}?${query}`);
        assert.equal(res.status, 400, `${path}?${query}`);
        assert.match(await res.text(), /Service non autorisé\./);
      }
    }
  });

  test('the Host header does not decide which origin is ours', async () => {
    const browser = ssoBrowser(t.app);
    await browser.signIn(encoded(TEST_SERVICE));
    const res = await browser.request(`http://evil.test/sso/login?${encoded('http://evil.test/auth/loading')}`, {
      headers: { Host: 'evil.test' },
    });
    assert.equal(res.status, 400);
    const relative = await browser.request(`http://evil.test/sso/login?${encoded('/auth/loading')}`, { headers: { Host: 'evil.test' } });
    assert.equal(relative.status, 302);
    assert.match(relative.headers.get('location') ?? '', /^http:\/\/localhost\/auth\/loading\?ticket=ST-/);
  });

  test('the REST ticket API mints no ticket for an escaping service', async () => {
    const tgt = await (await t.app.request('/sso/v1/tickets', jsonBody('POST', { username: 'gerant@volant.test', password: DEMO_PASSWORD }))).text();
    for (const service of ESCAPES) {
      const res = await t.app.request(`/sso/v1/tickets/${tgt}`, { method: 'POST', body: new URLSearchParams({ service }) });
      assert.equal(res.status, 400, JSON.stringify(service));
      assert.equal(await res.text(), 'Service non autorisé.');
    }
  });

  test('a ticket is bound to its canonical service: relative and absolute forms are one service, others are not', async () => {
    const ticket = await serviceTicket(t.app, 'gerant@volant.test');
    assert.equal((await t.app.request('/api/auth', jsonBody('POST', { serviceId: 'http://localhost/auth/loading', ticket }))).status, 200);
    const other = await serviceTicket(t.app, 'gerant@volant.test');
    assert.equal((await t.app.request('/api/auth', jsonBody('POST', { serviceId: 'http://localhost/auth/loading/', ticket: other }))).status, 401);
  });
});

describe('the service registry (VOLANT_CAS_SERVICES) compares origin and path prefix on parsed URLs', () => {
  const registry = { publicUrl: 'https://volant.example.fr', casServices: ['https://app.example/x', 'https://other.example/'], appOrigins: [] };
  test('allowed', () => {
    for (const [raw, canonical] of [
      ['https://app.example/x', 'https://app.example/x'],
      ['https://app.example/x/', 'https://app.example/x/'],
      ['https://app.example/x/y?z=1&ticket=', 'https://app.example/x/y?z=1&ticket='],
      ['HTTPS://APP.EXAMPLE:443/x/a%20b', 'https://app.example/x/a%20b'],
      ['https://other.example/anything', 'https://other.example/anything'],
      ['/auth/loading', 'https://volant.example.fr/auth/loading'],
      ['https://volant.example.fr/auth/loading?from=%2Fplanning', 'https://volant.example.fr/auth/loading?from=%2Fplanning'],
    ]) {
      assert.equal(canonicalService(raw!, registry), canonical, raw);
    }
  });
  test('refused', () => {
    for (const raw of [
      'https://app.example/xy',
      'https://app.example/',
      'https://app.example.evil.test/x',
      'http://app.example/x',
      'https://app.example:444/x',
      'https://app.example/x/../admin',
      'https://app.example/x/%2e%2e/admin',
      'https://app.example/x/..%2Fadmin',
      'https://app.example//x',
      'https://user:pw@app.example/x',
      'http://volant.example.fr/auth/loading',
    ]) {
      assert.equal(canonicalService(raw, registry), null, raw);
    }
  });
});

describe('F12: login CSRF', () => {
  const attackerForm = (lt = '') =>
    new URLSearchParams({ username: 'secretariat@volant.test', password: DEMO_PASSWORD, service: TEST_SERVICE, ...(lt ? { lt } : {}) });

  test('another site auto-submitting the login form does not sign the victim in', async () => {
    // The attacker fetches a form of their own (their own login ticket and nonce cookie)…
    const attacker = ssoBrowser(t.app);
    const lt = loginTicketOf(await (await attacker.request('/sso/login')).text());
    // …and the victim's browser, having visited Volant before (its own nonce cookie), posts it from the attacker's page.
    const victim = ssoBrowser(t.app);
    await victim.request('/sso/login');
    const cases: [string, Record<string, string>, string][] = [
      ['cross-site Origin, attacker\'s ticket', { Origin: 'https://attacker.example' }, lt],
      ['cross-site Origin, no ticket', { Origin: 'https://attacker.example' }, ''],
      ['Origin null', { Origin: 'null' }, lt],
      ['cross-site Referer only', { Referer: 'https://attacker.example/page' }, lt],
      ['no Origin, attacker\'s ticket (not bound to the victim\'s cookie)', {}, lt],
      ['same origin, no ticket', { Origin: PUBLIC_ORIGIN }, ''],
      ['same origin, forged ticket', { Origin: PUBLIC_ORIGIN }, lt.replace(/.$/, (c) => (c === '0' ? '1' : '0'))],
    ];
    for (const [name, headers, ticket] of cases) {
      const res = await victim.request('/sso/login', { method: 'POST', headers, body: attackerForm(ticket) });
      assert.equal(res.status, 403, name);
      assert.equal(res.headers.get('location'), null, name);
      assert.equal(victim.cookies.has('TGC'), false, name);
    }
  });

  test('an expired login form is refused, and shown again with a fresh ticket', async () => {
    const browser = ssoBrowser(t.app);
    const lt = loginTicketOf(await (await browser.request('/sso/login')).text());
    t.clock.advance(2 * 3600 + 1);
    const res = await browser.request('/sso/login', { method: 'POST', headers: { Origin: PUBLIC_ORIGIN }, body: attackerForm(lt) });
    assert.equal(res.status, 403);
    const page = await res.text();
    assert.match(page, /La page de connexion a expiré/);
    const fresh = loginTicketOf(page);
    assert.notEqual(fresh, lt);
    const again = await browser.request('/sso/login', { method: 'POST', headers: { Origin: PUBLIC_ORIGIN }, body: attackerForm(fresh) });
    assert.equal(again.status, 302);
  });

  test('the nonce cookie is HttpOnly, SameSite=Strict, on /sso', async () => {
    const res = await t.app.request('/sso/login');
    assert.match(res.headers.get('set-cookie') ?? '', /^LTC=[0-9a-f]{32}; Path=\/sso; HttpOnly; SameSite=Strict$/);
  });
});

describe('the TGC cookie is Secure when users reach Volant over HTTPS', () => {
  const setCookieOfLogin = async (headers: Record<string, string>) => {
    const browser = ssoBrowser(t.app);
    await browser.request('/sso/login', { headers });
    const res = await browser.signIn(encoded(TEST_SERVICE));
    return res.headers.getSetCookie().find((line) => line.startsWith('TGC=')) ?? '';
  };

  test('behind a trusted proxy (VOLANT_TRUST_PROXY=1) that says https', async () => {
    const config = t.deps.config;
    config.trustProxy = true;
    try {
      const browser = ssoBrowser(t.app);
      const form = await browser.request('/sso/login', { headers: { 'X-Forwarded-Proto': 'https' } });
      const res = await browser.request(`/sso/login?${encoded(TEST_SERVICE)}`, {
        method: 'POST',
        headers: { Origin: PUBLIC_ORIGIN, 'X-Forwarded-Proto': 'https' },
        body: new URLSearchParams({ username: 'gerant@volant.test', password: DEMO_PASSWORD, lt: loginTicketOf(await form.text()) }),
      });
      assert.equal(res.status, 302);
      assert.match(res.headers.getSetCookie().find((line) => line.startsWith('TGC=')) ?? '', /; Secure/);
    } finally {
      config.trustProxy = false;
    }
  });

  test('X-Forwarded-Proto from anyone else is not believed', async () => {
    assert.doesNotMatch(await setCookieOfLogin({ 'X-Forwarded-Proto': 'https' }), /Secure/);
  });

  test('an https public URL makes every SSO cookie Secure', async () => {
    const config = t.deps.config;
    const publicUrl = config.publicUrl;
    config.publicUrl = 'https://volant.example.fr';
    try {
      const res = await t.app.request('/sso/login');
      assert.match(res.headers.get('set-cookie') ?? '', /^LTC=.*; Secure/);
    } finally {
      config.publicUrl = publicUrl;
    }
  });
});

describe('the legitimate flows still work', () => {
  test('form login to the app, then POST /api/auth with the same serviceId', async () => {
    const res = await ssoBrowser(t.app).signIn(encoded('http://localhost/auth/loading'));
    assert.equal(res.status, 302);
    const auth = await t.app.request('/api/auth', jsonBody('POST', { serviceId: 'http://localhost/auth/loading', ticket: ticketOf(res) }));
    assert.equal(auth.status, 200);
  });
});
