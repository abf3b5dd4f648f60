// The shell in Chromium for each demo account: landing after sign-in, guards, chrome, expired session.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, dismissMissingItems, newPage, screenshot, signIn } from './harness';

const suite = browserSuite();
const { skip } = suite;

/** Records every path the app navigates to (push and replace), so a landing is seen even when a later guard moves on. */
async function recordNavigations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { __navigations: log });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url) log.push(new URL(String(url), location.href).pathname);
        original(data, unused, url);
      };
    }
  });
}

const navigations = (page: Page) => page.evaluate(() => (window as unknown as { __navigations: string[] }).__navigations);

const LANDINGS: [email: string, landing: string][] = [
  ['admin@volant.test', '/role'],
  ['commercial@volant.test', '/role'],
  ['gerant@volant.test', '/'],
  ['gerant@port.test', '/'],
  ['secretariat@volant.test', '/'],
  ['formateur@volant.test', '/'],
  ['nouveau@volant.test', '/configuration/configuration-compte'],
];

for (const [email, landing] of LANDINGS) {
  test(`${email} lands on ${landing} after sign-in`, { skip }, async () => {
    const { page, close } = await newPage(suite.browser);
    await recordNavigations(page);
    await signIn(page, suite.server.url, email);
    await page.waitForFunction(() => (window as unknown as { __navigations: string[] }).__navigations.length > 0);
    const paths = await navigations(page);
    assert.equal(paths[0], landing, `navigations: ${paths.join(' → ')}`);
    await close();
  });
}

test('refuse@volant.test ends on /auth/not-allowed', { skip }, async () => {
  const { page, close } = await newPage(suite.browser);
  await signIn(page, suite.server.url, 'refuse@volant.test');
  await page.waitForURL(/\/auth\/not-allowed$/);
  await page.getByText(/n’est pas autorisé/).waitFor();
  await close();
});

test('an ADMIN opening /planning ends on /role', { skip }, async () => {
  const { page, close } = await newPage(suite.browser);
  await recordNavigations(page);
  await signIn(page, suite.server.url, 'admin@volant.test');
  await page.goto(`${suite.server.url}/planning`);
  await page.waitForFunction(() => (window as unknown as { __navigations: string[] }).__navigations.includes('/role'));
  const paths = await navigations(page);
  assert.equal(paths[0], '/role', `navigations: ${paths.join(' → ')}`);
  await close();
});

test('/nimporte-quoi ends on /page-not-found; screenshots at 1280 px and 600 px', { skip }, async () => {
  const { page, errors, close } = await newPage(suite.browser);
  await signIn(page, suite.server.url, 'gerant@volant.test');
  await page.goto(`${suite.server.url}/nimporte-quoi`);
  await page.waitForURL(/\/page-not-found$/);
  await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
  await page.getByLabel('Agence').waitFor();
  await screenshot(page, 'shell-1280');
  await page.setViewportSize({ width: 600, height: 800 });
  await screenshot(page, 'shell-600');
  // 404s of the optional shell reads (tutorials, platform links) are treated as "none" (see login.test.ts).
  assert.deepEqual(errors.filter((line) => !line.includes('status of 404')), []);
  await close();
});

test('an expired session whose refresh fails ends on /auth/login with the storage cleared', { skip }, async () => {
  const { page, close } = await newPage(suite.browser);
  await signIn(page, suite.server.url, 'gerant@volant.test');
  // The home page loads its dashboards: let them finish, so none of them meets the ended session first.
  await page.waitForLoadState('networkidle');
  await recordNavigations(page);
  // The server ends the session behind the app's back: the stored token and refresh token stop working.
  const oldToken = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('appSession') ?? '{}') as { token?: string };
    localStorage.setItem('marker', 'still here');
    const response = await fetch('/api/state-api/logout', { method: 'POST', headers: { Authorization: `Bearer ${session.token}` } });
    return response.status === 204 ? session.token : null;
  });
  assert.ok(oldToken, 'server session closed');
  const leftForLogin = page.waitForRequest((request) => new URL(request.url()).pathname === '/sso/login');
  await page.goto(`${suite.server.url}/page-not-found`);
  // The permissions read gets a 401 and the refresh is refused: the app signs out and goes to /auth/login,
  // which sends the browser to the SSO (whose own session then signs the user in again).
  // The login screen is in the first load and leaves for the SSO at once: the request to /sso/login
  // shows the app went through /auth/login; the storage is read once that page has loaded.
  await leftForLogin;
  // The SSO's own session signs the user in again: read the storage once back in the back office.
  await page.waitForURL((url) => !url.pathname.startsWith('/sso') && !url.pathname.startsWith('/auth'));
  await page.waitForLoadState();
  assert.equal(await page.evaluate(() => localStorage.getItem('marker')), null, 'storage cleared');
  await close();
});

for (const user of ['gerant@volant.test', 'secretariat@volant.test', 'julie.moreau@volant.test']) {
  test(`at 390 px the logout stays in reach and the opened sidebar covers the page instead of squeezing it (${user})`, { skip }, async () => {
    const { page, close } = await newPage(suite.browser, { viewport: { width: 390, height: 800 } });
    await signIn(page, suite.server.url, user);
    await dismissMissingItems(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const logout = await page.getByRole('button', { name: 'Se déconnecter' }).boundingBox();
    assert.ok(logout && logout.x >= 0 && logout.x + logout.width <= 390, `logout at ${JSON.stringify(logout)}`);
    await screenshot(page, `shell-390-${user.split('@')[0]}`);
    await page.getByRole('button', { name: 'Déplier le menu' }).click();
    await page.getByRole('button', { name: 'Réduire le menu' }).waitFor();
    const main = await page.locator('main').boundingBox();
    assert.ok(main && main.width >= 300, `main is ${main?.width} px wide`);
    await screenshot(page, `shell-390-${user.split('@')[0]}-menu`);
    await close();
  });
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [1440, 390]) {
  test(`at ${width} px an alert raised in a dialog covers neither the dialog's close button nor « Se déconnecter »`, { skip }, async () => {
    const { page, close } = await newPage(suite.browser, { viewport: { width, height: 800 } });
    await signIn(page, suite.server.url, 'gerant@volant.test');
    await dismissMissingItems(page);
    await page.goto(`${suite.server.url}/tva`);
    // The save fails on the server: the form stays open and the danger alert shows.
    await page.route('**/api/billing/tvas/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'application/ld+json', body: JSON.stringify({ 'hydra:description': 'Panne simulée du serveur' }) })
        : route.fallback(),
    );
    await page.getByRole('button', { name: /^Modifier : / }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Panne simulée du serveur' });
    await alert.waitFor();
    await screenshot(page, `shell-alert-in-dialog-${width}`);
    const alertBox = (await alert.boundingBox())!;
    const closeBox = (await dialog.getByRole('button', { name: 'Fermer' }).first().boundingBox())!;
    const logoutBox = (await page.getByRole('button', { name: 'Se déconnecter' }).boundingBox())!;
    assert.ok(!overlaps(alertBox, closeBox), `the alert ${JSON.stringify(alertBox)} covers the close button ${JSON.stringify(closeBox)}`);
    assert.ok(!overlaps(alertBox, logoutBox), `the alert ${JSON.stringify(alertBox)} covers the logout ${JSON.stringify(logoutBox)}`);
    await close();
  });
}

test('scrolled down a long list, the navbar stays above the sticky table headers', { skip }, async () => {
  const { page, close } = await newPage(suite.browser, { viewport: { width: 1440, height: 600 } });
  await signIn(page, suite.server.url, 'gerant@volant.test');
  await dismissMissingItems(page);
  await page.goto(`${suite.server.url}/apprenants`);
  await page.locator('thead th').first().waitFor();
  const logout = page.getByRole('button', { name: 'Se déconnecter' });
  for (const y of [100, 200, 400, 800]) {
    await page.mouse.wheel(0, y);
    await page.waitForTimeout(50);
    const box = (await logout.boundingBox())!;
    const hit = await page.evaluate(({ x, y: top }) => document.elementFromPoint(x, top)?.closest('header') !== null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    assert.ok(hit, `scrolled by ${y}: the navbar is covered`);
  }
  // The navbar's whole width stays on top (the headers pass under it).
  const covered = await page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    return [...document.querySelectorAll('thead th')].some((th) => {
      const r = th.getBoundingClientRect();
      if (r.bottom <= header.top || r.top >= header.bottom) return false;
      const probe = document.elementFromPoint(r.left + r.width / 2, Math.max(r.top, header.top) + 1);
      return probe !== null && th.contains(probe);
    });
  });
  assert.equal(covered, false, 'a table header shows over the navbar');
  await close();
});

test('the content starts where the sidebar ends: 222 px beside the full sidebar, 3rem (48 px) beside the reduced one', { skip }, async () => {
  const { page, close } = await newPage(suite.browser, { viewport: { width: 1440, height: 800 } });
  await signIn(page, suite.server.url, 'gerant@volant.test');
  await dismissMissingItems(page);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const edges = async () => {
    await page.waitForTimeout(400); // the 0.3 s transition
    return page.evaluate(() => ({
      sidebar: document.querySelector('nav[aria-label="Navigation principale"]')!.closest('aside, nav')!.getBoundingClientRect().right,
      main: parseFloat(getComputedStyle(document.querySelector('main')!).marginLeft),
    }));
  };
  const open = await edges();
  assert.deepEqual(open, { sidebar: 222, main: 222 });
  await page.getByRole('button', { name: 'Réduire le menu' }).click();
  const reduced = await edges();
  assert.deepEqual(reduced, { sidebar: 48, main: 48 });
  await close();
});
