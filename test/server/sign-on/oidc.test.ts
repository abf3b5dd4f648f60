// Sign-on through a real OpenID Connect provider: the certified `oidc-provider` package runs on a
// loopback port, Volant (in-process, VOLANT_OIDC_ISSUER) signs its users in through it with
// openid-client (authorization code, PKCE, nonce, ID token checked).
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { after, before, test } from 'node:test';
import Provider from 'oidc-provider';
import { signInWithDevice } from '../../../cli/device-sign-in';
import type { CliFetch } from '../../../cli/network';
import type { AuthResponse } from '../../../src/shared/session/types';
import { freePort } from '../../reliability/server';
import { createTestApp, jsonBody, type TestApp } from '../helpers';
import { FlowBrowser } from '../flow-browser';

const VOLANT = 'http://volant.test';
const SERVICE = `${VOLANT}/auth/loading`;
/** The provider's accounts: their claims as it answers them (the audit's attacks of issue 36 S3 included). */
const ACCOUNTS: Record<string, { email: unknown; email_verified?: unknown }> = {
  'idp-gerant': { email: 'Gerant@Volant.test', email_verified: true },
  'idp-inconnu': { email: 'inconnu@example.org', email_verified: true },
  // Anyone may write any address in an account of most providers: the provider says it did not check it.
  'idp-non-verifie': { email: 'admin@volant.test', email_verified: false },
  'idp-sans-verification': { email: 'admin@volant.test' },
  // A claim with several addresses: Volant used to pick the lowest user id among them.
  'idp-plusieurs': { email: ['secretariat@volant.test', 'admin@volant.test'], email_verified: true },
  'idp-liste-un': { email: ['admin@volant.test'], email_verified: true },
  'idp-nombre': { email: 1, email_verified: true },
};

let t: TestApp;
let issuer: string;
let provider: Server;

before(async () => {
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}`;
  const oidc = new Provider(issuer, {
    clients: [{
      client_id: 'volant',
      client_secret: 'volant-client-secret-for-tests',
      redirect_uris: [`${VOLANT}/sso/oidc/callback`],
      grant_types: ['authorization_code', 'urn:ietf:params:oauth:grant-type:device_code'],
      post_logout_redirect_uris: [`${VOLANT}/auth/login?loggedOut=1`],
    }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    pkce: { required: () => true },
    features: { deviceFlow: { enabled: true } },
    findAccount: (_ctx, id) => {
      const account = ACCOUNTS[id];
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
  });
  provider = oidc.listen(port);
  t = await createTestApp({
    VOLANT_PUBLIC_URL: VOLANT,
    VOLANT_OIDC_ISSUER: issuer,
    VOLANT_OIDC_CLIENT_ID: 'volant',
    VOLANT_OIDC_CLIENT_SECRET: 'volant-client-secret-for-tests',
  });
});

after(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

/** The provider's login and consent pages (its development interactions), as a person fills them. */
async function signInAtProvider(browser: FlowBrowser, authorizeUrl: string, login: string): Promise<URL> {
  const toVolant = (url: URL) => url.origin === VOLANT;
  let step = await browser.follow(authorizeUrl, toVolant);
  for (const prompt of ['login', 'consent']) {
    if (new URL(step.url).origin === VOLANT) break;
    const html = await step.res.text();
    assert.match(html, /<form/, `the provider's ${prompt} page`);
    const submitted = await browser.submitForm(step.url, html, prompt === 'login' ? { login, password: 'peu importe' } : {});
    step = await browser.follow(new URL(submitted.headers.get('location') ?? '', step.url).toString(), toVolant);
  }
  return new URL(step.url);
}

async function startAtVolant(browser: FlowBrowser): Promise<string> {
  const res = await browser.request(`${VOLANT}/sso/oidc/login?service=${encodeURIComponent(SERVICE)}`);
  assert.equal(res.status, 302);
  const location = new URL(res.headers.get('location') ?? '');
  assert.equal(location.origin, issuer);
  assert.equal(location.searchParams.get('code_challenge_method'), 'S256');
  assert.ok(location.searchParams.get('nonce'));
  return location.toString();
}

test('config.json announces the OpenID Connect sign-on and the app is sent through /sso/oidc', async () => {
  const res = await t.app.request('/config.json');
  const body = (await res.json()) as { ssoUrl: string; signOn: string };
  assert.equal(body.ssoUrl, '/sso/oidc');
  assert.equal(body.signOn, 'oidc');
});

test('a known user signs in at the provider and gets a Volant session for the matching e-mail', async () => {
  const browser = new FlowBrowser(t.app, VOLANT);
  const callback = await signInAtProvider(browser, await startAtVolant(browser), 'idp-gerant');
  assert.equal(callback.pathname, '/sso/oidc/callback');
  const back = await browser.request(callback.toString());
  assert.equal(back.status, 302);
  const loading = new URL(back.headers.get('location') ?? '');
  assert.equal(`${loading.origin}${loading.pathname}`, SERVICE);
  const ticket = loading.searchParams.get('ticket') ?? '';
  assert.match(ticket, /^ST-/);
  const auth = await t.app.request('/api/auth', jsonBody('POST', { serviceId: SERVICE, ticket }));
  assert.equal(auth.status, 200);
  assert.equal(((await auth.json()) as AuthResponse).user.email, 'gerant@volant.test');
  // The code and the ticket are single-use.
  const replay = await browser.request(callback.toString());
  assert.equal(new URL(replay.headers.get('location') ?? '').pathname, '/auth/login');
  assert.equal((await t.app.request('/api/auth', jsonBody('POST', { serviceId: SERVICE, ticket }))).status, 401);
});

test('an identity the provider knows but Volant does not is sent to the not-allowed screen', async () => {
  const browser = new FlowBrowser(t.app, VOLANT);
  const callback = await signInAtProvider(browser, await startAtVolant(browser), 'idp-inconnu');
  const back = await browser.request(callback.toString());
  assert.equal(back.headers.get('location'), `${VOLANT}/auth/not-allowed`);
});

async function assertNotAllowed(logins: readonly string[]): Promise<void> {
  for (const login of logins) {
    const browser = new FlowBrowser(t.app, VOLANT);
    const callback = await signInAtProvider(browser, await startAtVolant(browser), login);
    const back = await browser.request(callback.toString());
    assert.equal(back.headers.get('location'), `${VOLANT}/auth/not-allowed`, login);
  }
}

test('issue 36 S3: an e-mail the provider did not verify ({email: admin, email_verified: false}, or no email_verified) opens no account', async () => {
  await assertNotAllowed(['idp-non-verifie', 'idp-sans-verification']);
});

test('issue 36 S3: a multi-valued or non-string e-mail claim opens no account', async () => {
  await assertNotAllowed(['idp-plusieurs', 'idp-liste-un', 'idp-nombre']);
});

test('a callback from another browser (no pending sign-in, forged state) gets no ticket', async () => {
  const victim = new FlowBrowser(t.app, VOLANT);
  const callback = await signInAtProvider(victim, await startAtVolant(victim), 'idp-gerant');
  // The attacker sends the victim's callback URL from a browser that never started this sign-in.
  const attacker = new FlowBrowser(t.app, VOLANT);
  const res = await attacker.request(callback.toString());
  assert.equal(new URL(res.headers.get('location') ?? '').pathname, '/auth/login');
  // A pending sign-in whose state does not match the callback's is refused too.
  const other = new FlowBrowser(t.app, VOLANT);
  await startAtVolant(other);
  const mismatched = await other.request(callback.toString());
  assert.equal(new URL(mismatched.headers.get('location') ?? '').pathname, '/auth/login');
});

test('the sign-on only serves the app: another service, the password pages and the tickets API are closed', async () => {
  const elsewhere = await t.app.request(`/sso/oidc/login?service=${encodeURIComponent('https://attacker.example/steal')}`);
  assert.equal(elsewhere.status, 400);
  assert.equal((await t.app.request('/sso/login')).status, 404);
  const tickets = await t.app.request('/sso/v1/tickets', { method: 'POST', body: new URLSearchParams({ username: 'gerant@volant.test', password: 'volant-demo' }) });
  assert.equal(tickets.status, 404);
});

test('logout goes through the provider’s end-session endpoint back to the login screen', async () => {
  const back = `${VOLANT}/auth/login?loggedOut=1`;
  const res = await t.app.request(`/sso/oidc/logout?service=${encodeURIComponent(back)}`);
  assert.equal(res.status, 302);
  const location = new URL(res.headers.get('location') ?? '');
  assert.equal(location.origin, issuer);
  assert.equal(location.searchParams.get('post_logout_redirect_uri'), back);
  assert.equal((await t.app.request(`/sso/oidc/logout?service=${encodeURIComponent('https://attacker.example/')}`)).status, 400);
});

/** The provider's device pages (confirm the code, then login and consent), as a person fills them. */
async function approveDevice(browser: FlowBrowser, verificationUrl: string, login: string): Promise<string> {
  const first = await browser.follow(verificationUrl);
  let page = { url: first.url, html: await first.res.text() };
  for (let step = 0; step < 8; step += 1) {
    if (!/<form/.test(page.html)) return page.html;
    const fields: Record<string, string> = /name="prompt" value="login"/.test(page.html) ? { login, password: 'peu importe' } : {};
    const submitted = await browser.submitForm(page.url, page.html, fields);
    const location = submitted.headers.get('location');
    if (location) {
      const next = await browser.follow(new URL(location, page.url).toString());
      page = { url: next.url, html: await next.res.text() };
    } else {
      page = { url: page.url, html: await submitted.text() };
    }
  }
  throw new Error('the device pages did not end');
}

test('the CLI signs in through the provider with the device flow (code shown, approved in a browser)', async () => {
  const http: CliFetch = {
    fetch: (input, init) => {
      const url = new URL(String(input));
      return url.origin === VOLANT ? Promise.resolve(t.app.request(`${url.pathname}${url.search}`, init)) : fetch(url, init);
    },
    lastFailure: () => null,
    lastFailureUnreachable: () => false,
  };
  const environment = { apiBase: '/api', ssoUrl: '/sso/oidc', frontVersion: '1', signOn: 'oidc' as const };
  let shown = '';
  let approved: Promise<string> | undefined;
  const session = await signInWithDevice(VOLANT, environment, http, (text) => {
    shown = text;
    const url = /ouvrez (\S+) et saisissez le code/.exec(text)?.[1] ?? '';
    approved = approveDevice(new FlowBrowser(t.app, VOLANT), url, 'idp-gerant');
  });
  assert.match(shown, /^Pour vous connecter, ouvrez http:\/\/127\.0\.0\.1:\d+\/device\?user_code=\S+ et saisissez le code \S+\.$/);
  assert.match((await approved) ?? '', /Sign-in Success|success/i);
  assert.equal(session.user.email, 'gerant@volant.test');
});
