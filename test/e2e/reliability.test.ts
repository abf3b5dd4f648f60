// Security and faults in Chromium against the built server: an HTML payload stored in a learner's
// name renders as text; the app runs under its Content-Security-Policy (no `unsafe-inline` script,
// no violation); every answer carries the security headers; no token ever appears in a URL; when the
// SSO exchange or the API fails or is slow, the app says so in French, never spins forever, and
// recovers once the service is back.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { emptyFigures, saveFigures } from '../reliability/figures';
import { DEMO_PASSWORD, dismissMissingItems, hasChromium, launchBrowser, newPage, signIn, startServer, type RunningServer } from './harness';

const skip = !hasChromium() && 'Chromium not found';
let server: RunningServer;
let browser: Browser;
const figures = emptyFigures();

before(async () => {
  if (skip) return;
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  if (!skip) saveFigures('browser', 'navigateur (Chromium)', figures, {}, 'sqlite');
  await browser?.close();
  await server?.stop();
});

/** Collects the CSP violations the page reports (registered before any script of the app runs). */
async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

async function session(page: Page): Promise<{ token: string; refresh_token: string }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('appSession') ?? '{}') as { token: string; refresh_token: string });
}

const HOSTILE_FIRST = '<script>window.__xss=1</script>Zoé';
const HOSTILE_LAST = '<img src=x onerror="window.__xss=2">Hostile';

test('a learner named with HTML renders as text, under a strict CSP, with security headers and no token in any URL', { skip }, async () => {
  const { page, errors, close } = await newPage(browser, { viewport: { width: 1366, height: 900 } });
  await watchCsp(page);
  const urls: string[] = [];
  const missingHeaders: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    if (!response.url().startsWith(server.url)) return;
    figures.requests += 1;
    const headers = response.headers();
    if (headers['x-content-type-options'] !== 'nosniff' || !/default-src '(self|none)'/.test(headers['content-security-policy'] ?? '')) missingHeaders.push(`${response.status()} ${response.url()}`);
  });
  await signIn(page, server.url, 'gerant@volant.test');
  await dismissMissingItems(page);
  const { token, refresh_token } = await session(page);
  assert.ok(token && refresh_token, 'signed in');

  // The hostile learner, created through the API as any client could.
  const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/ld+json' };
  const agencies = (await (await fetch(`${server.url}/api/agencies`, { headers: auth })).json()) as { 'hydra:member': Array<{ id: number }> };
  const created = await fetch(`${server.url}/api/learners`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      civility: null, firstName: HOSTILE_FIRST, lastName: HOSTILE_LAST, email: null, phone: null, birthDate: null, birthPlace: null,
      address: null, postalCode: null, city: null, neph: null, isProspect: true, registration: null, agency: agencies['hydra:member'][0]!.id,
    }),
  });
  assert.equal(created.status, 201, await created.clone().text());
  const learner = (await created.json()) as { id: number };
  figures.badInputs += 1;

  await page.goto(`${server.url}/apprenants?simplesearch=Hostile`);
  // The list shows the last name in capitals: the markup is there as letters, not as an element.
  await page.getByRole('link', { name: /<script>window\.__xss=1<\/script>Zoé/ }).waitFor();
  assert.equal(await page.locator('img[src="x"]').count(), 0, 'no injected element in the list');
  await page.goto(`${server.url}/apprenants/${learner.id}`);
  await page.getByText('Zoé').first().waitFor();
  const body = await page.locator('body').innerText();
  assert.ok(body.includes('<script>window.__xss=1</script>') || body.includes('<img src=x'), 'the markup is shown as text');
  assert.equal(await page.evaluate(() => (window as { __xss?: number }).__xss), undefined, 'no injected script ran');
  assert.equal(await page.locator('img[src="x"]').count(), 0, 'no injected element');

  // The app's own page: CSP scripts from 'self' only, no violation while the app ran.
  const html = await fetch(`${server.url}/apprenants`);
  const csp = html.headers.get('content-security-policy') ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)?.[1] ?? '';
  assert.match(scriptSrc, /'self'/);
  assert.doesNotMatch(scriptSrc, /unsafe-inline|unsafe-eval/);
  assert.deepEqual(await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations), []);

  assert.deepEqual(missingHeaders, [], 'every answer carries the security headers');
  const leaks = urls.filter((url) => url.includes(token) || url.includes(refresh_token) || /[?&](access_)?token=/i.test(url));
  figures.leaks += leaks.length;
  assert.deepEqual(leaks, [], 'no token in any URL');
  // A learner without a photo answers 404 to its photo (the initials show instead), as in learners.test.ts.
  assert.deepEqual(errors.filter((line) => !line.includes('status of 404')), [], failed.join(', '));
  await close();
});

test('SSO exchange and API failing or slow: a French message, no endless spinner, recovery when the service is back', { skip }, async () => {
  const { page, close } = await newPage(browser, { viewport: { width: 1366, height: 900 } });
  // 1. The ticket exchange cannot reach the API: the login page says so and offers to sign in again.
  const exchange = (url: URL) => url.pathname === '/api/auth';
  await page.route(exchange, (route) => route.abort('connectionrefused'));
  figures.faults += 1;
  await page.goto(`${server.url}/auth/login`);
  await page.waitForURL(/\/sso\/login/);
  await page.getByLabel('Adresse e-mail').fill('gerant@volant.test');
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('alert').filter({ hasText: 'La connexion a échoué. Veuillez vous reconnecter.' }).waitFor();
  await page.unroute(exchange);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sso') && !url.pathname.startsWith('/auth'));
  await dismissMissingItems(page);

  // 2. The API is unreachable for the learner list: the error state in French, then « Réessayer » works.
  const list = (url: URL) => url.pathname === '/api/learners';
  await page.route(list, (route) => route.abort('connectionrefused'));
  figures.faults += 1;
  await page.goto(`${server.url}/apprenants`);
  await page.getByText('Impossible de joindre le serveur. Vérifiez votre connexion.').waitFor();
  await page.unroute(list);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await page.getByRole('table').getByRole('row').nth(2).waitFor();
  assert.equal(await page.getByText('Impossible de joindre le serveur').count(), 0);

  // 3. The API is slow (3 s): the list waits, then shows its rows; nothing stays spinning.
  await page.route(list, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  figures.faults += 1;
  await page.goto(`${server.url}/apprenants?page=2`);
  await page.getByRole('table').getByRole('row').nth(2).waitFor();
  await page.unroute(list);
  await close();
});
