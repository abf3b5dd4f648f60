// Volant as a CAS client of the organisation's CAS server, written by others: django-cas-server
// (Debian's python3-django-cas-server, default settings) with Volant's service registered and the
// `email` attribute released. It answers /p3/serviceValidate in CAS 3.0 XML (it ignores format=JSON).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { AuthResponse } from '../../src/shared/session/types';
import { djangoCasMissing, startDjangoCas, type DjangoCas } from './django-cas';
import type { Page } from 'playwright-core';
import { browserSuite, newPage, screenshot } from './harness';

const GERANT = { username: 'gerant', password: 'mot-de-passe-du-cas', email: 'gerant@volant.test' };
const STRANGER = { username: 'visiteur', password: 'mot-de-passe-du-cas', email: 'visiteur@ailleurs.test' };

let cas: DjangoCas | undefined;
after(() => cas?.stop());

const suite = browserSuite({
  async prepare() {
    const missing = await djangoCasMissing();
    if (missing) throw new Error(missing);
    cas = await startDjangoCas([GERANT, STRANGER]);
    return { VOLANT_CAS_URL: cas.url };
  },
});
const { skip } = suite;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let registered: Promise<void> | undefined;
/** Volant's service registered at the CAS server (its URL is known once the server listens), the `email` attribute released. */
function casReady(): Promise<DjangoCas> {
  const server = cas;
  if (!server) throw new Error('django-cas-server is not started');
  registered ??= server.registerService('Volant', `^${escapeRegExp(suite.server.url)}/auth/loading(\\?.*)?$`, ['email']);
  return registered.then(() => server);
}

/** From Volant's sign-in page through django-cas-server's form, as the user would. */
async function signInThroughCas(page: Page, user: typeof GERANT): Promise<void> {
  // django-cas-server's pages load Bootstrap and jQuery from public CDNs: the test machine stays offline.
  const { url: casUrl } = await casReady();
  await page.context().route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
  await page.goto(`${suite.server.url}/auth/login`);
  await page.waitForURL((url) => url.href.startsWith(`${casUrl}/login?`), { waitUntil: 'domcontentloaded' });
  assert.equal(new URL(page.url()).searchParams.get('service'), `${suite.server.url}/auth/loading`);
  await page.locator('input[name=username]').fill(user.username);
  await page.locator('input[name=password]').fill(user.password);
  await page.locator('form button[type=submit]').click();
}

test('a Volant user signs in through django-cas-server (CAS 3.0 XML answer) and reaches the back office', { skip }, async () => {
  const { page, close } = await newPage(suite.browser);
  try {
    const validated = page.waitForResponse((res) => res.url() === `${suite.server.url}/api/auth` && res.request().method() === 'POST');
    await signInThroughCas(page, GERANT);
    const answer = await validated;
    assert.equal(answer.status(), 200, await answer.text());
    assert.equal(((await answer.json()) as AuthResponse).user.email, GERANT.email);
    await page.waitForURL((url) => url.origin === suite.server.url && !url.pathname.startsWith('/auth'));
  } catch (error) {
    console.error(await screenshot(page, 'cas-organisation-sign-in'), page.url());
    throw error;
  } finally {
    await close();
  }
});

test('an identity django-cas-server knows but Volant does not gets the « not allowed » screen', { skip }, async () => {
  const { page, close } = await newPage(suite.browser);
  try {
    await signInThroughCas(page, STRANGER);
    await page.waitForURL((url) => url.origin === suite.server.url && url.pathname === '/auth/not-allowed');
  } finally {
    await close();
  }
});

test('a ticket django-cas-server refuses: 401 naming its code, and a log line without the ticket', { skip }, async () => {
  await casReady();
  const ticket = 'ST-volant-never-issued-this-ticket';
  const res = await fetch(`${suite.server.url}/api/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ serviceId: `${suite.server.url}/auth/loading`, ticket }),
  });
  assert.equal(res.status, 401);
  assert.match(((await res.json()) as { detail: string }).detail, /a refusé le ticket \(INVALID_TICKET\)/);
  const line = suite.server.output().split('\n').find((l) => l.startsWith('[cas]'));
  assert.ok(line, suite.server.output());
  assert.match(line, /INVALID_TICKET/);
  assert.ok(!suite.server.output().includes(ticket));
});

// Last: it stops django-cas-server.
test('the CAS server gone between its redirect and the validation: the login screen says it does not answer', { skip }, async () => {
  const { page, close } = await newPage(suite.browser);
  try {
    // The ticket is issued; the CAS server stops before Volant validates it.
    await page.route(`${suite.server.url}/api/auth`, async (route) => {
      await cas?.stop();
      await route.continue();
    });
    await signInThroughCas(page, GERANT);
    await page.waitForURL((url) => url.origin === suite.server.url && url.pathname === '/auth/login' && url.search === '?failed=sso-unavailable');
    await page.getByRole('alert').filter({ hasText: 'Le service de connexion de votre organisation ne répond pas.' }).waitFor();
    assert.ok(suite.server.output().split('\n').some((line) => line.startsWith('[cas] ') && /ECONNREFUSED|fetch failed/.test(line)), suite.server.output());
  } finally {
    await close();
  }
});
