// API Platform Admin (@api-platform/admin), on a test-only page outside the shipped app, signs in
// with a bearer token and lists the learners of the reference API: a generic Hydra client that knows
// nothing of Volant but its entrypoint finds the resources, their fields and their data.
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { build } from 'esbuild';
import { Hono } from 'hono';
import type { Browser } from 'playwright-core';
import { freePort } from '../reliability/server';
import { createTestApp, signIn, type TestApp } from '../server/helpers';
import { hasChromium, launchBrowser, newPage, screenshot } from './harness';

const HERE = dirname(fileURLToPath(import.meta.url));
const skip = !hasChromium() && 'Chromium not found';

let t: TestApp;
let server: ServerType;
let browser: Browser;
let url: string;
let token: string;

const PAGE = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>API Platform Admin</title></head>
<body><div id="root"></div><script type="module" src="/admin-test/page.js"></script></body></html>`;

before(async () => {
  if (skip) return;
  const bundle = await build({
    entryPoints: [join(HERE, 'api-admin', 'page.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.text;
  t = await createTestApp();
  token = (await signIn(t.app, 'gerant@volant.test')).token;
  // One origin for the page and the API, as an admin deployed beside it would be.
  const site = new Hono();
  site.get('/admin-test/', (c) => c.html(PAGE));
  site.get('/favicon.ico', (c) => c.body(null, 204));
  site.get('/admin-test/page.js', (c) => c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  site.all('*', (c) => t.app.fetch(c.req.raw));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = serve({ fetch: site.fetch, port, hostname: '127.0.0.1' });
  browser = await launchBrowser();
});

after(async () => {
  if (skip) return;
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

test('API Platform Admin lists the learners of the reference API with a bearer token', { skip }, async () => {
  const all = (await (await t.app.request('/api/learners?itemsPerPage=5000', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    'hydra:member': Array<{ lastName: string }>;
    'hydra:totalItems': number;
  };
  const lastNames = new Set(all['hydra:member'].map((learner) => learner.lastName));
  const { page, errors, close } = await newPage(browser);
  try {
    await page.addInitScript((value) => sessionStorage.setItem('volant-admin-token', value), token);
    await page.goto(`${url}/admin-test/#/learners`);
    const rows = page.locator('tbody tr');
    await rows.first().waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
      await screenshot(page, 'api-admin-learners-failed');
      throw error;
    });
    await screenshot(page, 'api-admin-learners');
    const cells = await rows.first().locator('td').allInnerTexts();
    assert.ok(cells.some((cell) => lastNames.has(cell.trim())), `no learner's last name in the first row: ${cells.join(' | ')}`);
    assert.ok(all['hydra:totalItems'] > 0);
    // This machine has no network: the admin's external resources (its web font) cannot load.
    assert.deepEqual(errors.filter((error) => !/ERR_NAME_NOT_RESOLVED/.test(error)), []);
  } finally {
    await close();
  }
});
