// API Platform Admin (@api-platform/admin), its default HydraAdmin on a test-only page served from
// ANOTHER origin (allowed by VOLANT_API_ORIGINS), with a bearer token: a generic Hydra client that
// knows nothing of Volant but its entrypoint lists, sorts, filters, shows, creates and edits learners
// and lists other resources. A page of an origin the setting does not name reads nothing.
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
let adminUrl: string;
let apiUrl: string;
let strangerUrl: string;
let apiServer: ServerType;
let strangerServer: ServerType;
let token: string;

const PAGE = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>API Platform Admin</title></head>
<body><div id="root"></div><script type="module" src="/admin-test/page.js"></script></body></html>`;

const serveOn = async (fetch: (request: Request) => Response | Promise<Response>): Promise<[ServerType, string]> => {
  const port = await freePort();
  return [serve({ fetch, port, hostname: '127.0.0.1' }), `http://127.0.0.1:${port}`];
};

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
  // The admin's origin serves its page only; the API answers on another port.
  const site = new Hono();
  site.get('/admin-test/', (c) => c.html(PAGE));
  site.get('/favicon.ico', (c) => c.body(null, 204));
  site.get('/admin-test/page.js', (c) => c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  [server, adminUrl] = await serveOn(site.fetch);
  const stranger = new Hono();
  stranger.get('/', (c) => c.html('<!doctype html><title>Ailleurs</title>'));
  [strangerServer, strangerUrl] = await serveOn(stranger.fetch);
  t = await createTestApp({ VOLANT_API_ORIGINS: adminUrl });
  token = (await signIn(t.app, 'gerant@volant.test')).token;
  [apiServer, apiUrl] = await serveOn((request) => t.app.fetch(request));
  browser = await launchBrowser();
});

after(async () => {
  if (skip) return;
  await browser.close();
  for (const running of [server, apiServer, strangerServer]) await new Promise((resolve) => running.close(resolve));
  await t.close();
});

type Member = { '@id': string; lastName: string; email: string | null };
const api = async (path: string) =>
  (await (await t.app.request(path, { headers: { Authorization: `Bearer ${token}` } })).json()) as { 'hydra:member': Member[]; 'hydra:totalItems': number };

test('the default HydraAdmin of another origin lists, sorts, filters, shows, creates and edits learners, and lists other resources', { skip }, async () => {
  const { page, errors, close } = await newPage(browser);
  const rows = page.locator('tbody tr');
  const firstRowShows = async (lastName: string, what: string) => {
    await page.waitForFunction((name) => document.querySelector('tbody tr')?.textContent?.includes(name) === true, lastName, { timeout: 60_000 }).catch(async (error: unknown) => {
      await screenshot(page, `api-admin-${what}-failed`);
      throw error;
    });
  };
  try {
    await page.addInitScript(([value, entry]) => {
      sessionStorage.setItem('volant-admin-token', value!);
      sessionStorage.setItem('volant-admin-entrypoint', entry!);
    }, [token, `${apiUrl}/api`]);

    // Lists: its default order, order[id]=ASC.
    const byId = await api('/api/learners?order[id]=ASC&itemsPerPage=10');
    await page.goto(`${adminUrl}/admin-test/#/learners`);
    await firstRowShows(byId['hydra:member'][0]!.lastName, 'list');
    await screenshot(page, 'api-admin-learners');

    // Sorts by a column the list orders and filters by (its header is a sort button).
    const byAgency = await api('/api/learners?order[agency]=DESC&itemsPerPage=10');
    const sorted = page.waitForResponse((res) => decodeURIComponent(res.url()).includes('order[agency]=DESC') && res.status() === 200);
    await page.goto(`${adminUrl}/admin-test/#/learners?sort=agency&order=DESC&page=1&perPage=10`);
    await sorted;
    await firstRowShows(byAgency['hydra:member'][0]!.lastName, 'sort');

    // Filters by one of the list's hydra:search variables.
    const archived = await api('/api/learners?archived=true&order[id]=ASC&itemsPerPage=10');
    assert.ok(archived['hydra:totalItems'] > 0, 'the demo has archived learners');
    const filtered = page.waitForResponse((res) => res.url().includes('archived=true') && res.status() === 200);
    await page.goto(`${adminUrl}/admin-test/#/learners?filter=${encodeURIComponent('{"archived":true}')}&sort=id&order=ASC`);
    await filtered;
    await firstRowShows(archived['hydra:member'][0]!.lastName, 'filter');

    // Shows one learner.
    const shown = byId['hydra:member'][0]!;
    await page.goto(`${adminUrl}/admin-test/#/learners/${encodeURIComponent(shown['@id'])}/show`);
    await page.getByText(shown.email ?? shown.lastName).first().waitFor({ timeout: 60_000 });

    // Creates one with its form (the fields the documentation says are required and writable).
    await page.goto(`${adminUrl}/admin-test/#/learners/create`);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Hydraclient');
    await page.getByLabel('Agency').fill('/api/agencies/1');
    const created = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/api/learners'));
    await page.getByRole('button', { name: 'Save' }).click();
    const createdRes = await created;
    assert.equal(createdRes.status(), 201, await createdRes.text());
    const newIri = ((await createdRes.json()) as { '@id': string })['@id'];

    // Edits it: the whole record goes back as the admin read it, one field changed.
    await page.goto(`${adminUrl}/admin-test/#/learners/${encodeURIComponent(newIri)}/edit`);
    const city = page.getByLabel('City');
    await city.waitFor({ timeout: 60_000 });
    await city.fill('Chartres');
    const edited = page.waitForResponse((res) => res.request().method() === 'PATCH' && res.url().endsWith(newIri));
    await page.getByRole('button', { name: 'Save' }).click();
    const editedRes = await edited;
    assert.equal(editedRes.status(), 200, await editedRes.text());
    const stored = (await (await t.app.request(newIri, { headers: { Authorization: `Bearer ${token}` } })).json()) as { city: string; lastName: string };
    assert.deepEqual([stored.lastName, stored.city], ['Hydraclient', 'Chartres']);

    // Lists other resources.
    for (const resource of ['billing/tvas', 'agencies', 'products/services', 'groups', 'plannings/activities', 'materials/types']) {
      const first = (await api(`/api/${resource}?order[id]=ASC&itemsPerPage=10`))['hydra:member'][0];
      assert.ok(first, `${resource} has items`);
      await page.goto(`${adminUrl}/admin-test/#/${resource}`);
      await rows.first().waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
        await screenshot(page, `api-admin-${resource.replace('/', '-')}-failed`);
        throw error;
      });
      assert.ok(await page.locator(`tbody tr a[href*="${encodeURIComponent(first['@id'])}"], tbody tr`).count() > 0, resource);
    }
    // This machine has no network: the admin's external resources (its web font) cannot load.
    assert.deepEqual(errors.filter((error) => !/ERR_NAME_NOT_RESOLVED/.test(error)), []);
  } finally {
    await close();
  }
});

test('a page of an origin VOLANT_API_ORIGINS does not name cannot read the API, even with a token', { skip }, async () => {
  const { page, close } = await newPage(browser);
  try {
    await page.goto(`${strangerUrl}/`);
    const outcome = await page.evaluate(
      async ([url, value]) => {
        try {
          const res = await fetch(`${url}/api/learners`, { headers: { Authorization: `Bearer ${value}` } });
          return `read ${res.status}`;
        } catch (error) {
          return `refused: ${String(error)}`;
        }
      },
      [apiUrl, token],
    );
    assert.match(outcome, /^refused: TypeError/);
  } finally {
    await close();
  }
});
