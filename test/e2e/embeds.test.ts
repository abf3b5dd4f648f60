// Issue 10's browser scenario: the three widgets on a partner page served from another origin, with
// the snippets copied from the back office's « Intégrer sur votre site » dialogs. The learner
// validates the quotation, a visitor picks a slot, the status changes once the agency connects to
// the ANTS in the back office, and the partner page's own styles and globals are left alone.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  dismissMissingItems,
  hasChromium,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  startServer,
  type RunningServer,
} from './harness';

const skip = !hasChromium() && 'Chromium not found';
/** The status widget's refresh (the smallest it accepts), seconds. */
const STATUS_REFRESH = 15;

let server: RunningServer;
let browser: Browser;
let partner: Server;
let partnerUrl = '';
/** The partner's page body, set by the test once the snippets are copied. */
let partnerBody = '';

/** The partner's own page: loud styles of its own and a logger of the widgets' events. */
const partnerPage = (body: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Driving school partner</title>
    <style>
      body { font-family: Georgia, serif; color: rgb(128, 0, 0); line-height: 31px; letter-spacing: 1px; text-align: center; }
      * { letter-spacing: 2px !important; word-spacing: 3px !important; text-transform: uppercase !important; font-style: italic !important; }
      p.partner { color: rgb(0, 100, 0); }
      button { background-color: rgb(255, 105, 180); }
    </style>
    <script>
      window.partnerEvents = [];
      for (const type of ['validated', 'slot-select', 'change', 'error']) {
        document.addEventListener(type, (event) => window.partnerEvents.push({ type, tag: event.target.localName, detail: event.detail }));
      }
    </script>
  </head>
  <body>
    <p class="partner">Bienvenue sur le site de notre partenaire.</p>
    <button class="partner" type="button">Bouton du partenaire</button>
    ${body}
  </body>
</html>`;

before(async () => {
  if (skip) return;
  server = await startServer();
  browser = await launchBrowser();
  partner = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(partnerPage(request.url?.startsWith('/bare') ? '' : partnerBody));
  });
  partner.listen(0, '127.0.0.1');
  await once(partner, 'listening');
  // Another origin than Volant's: another host name and another port.
  partnerUrl = `http://localhost:${(partner.address() as AddressInfo).port}`;
});
after(async () => {
  partner?.close();
  await browser?.close();
  await server?.stop();
});


async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
}

/** Opens « Intégrer sur votre site » on the current screen and copies its snippet. */
async function copySnippet(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Intégrer sur votre site' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Intégrer sur votre site' });
  const code = dialog.getByLabel('Code à copier dans la page');
  await code.waitFor();
  return code.inputValue();
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { partnerEvents: Array<{ type: string; tag: string; detail: Record<string, unknown> }> }).partnerEvents);

/** What the partner page's own elements look like, and what it has in its window and head. */
const pageState = (page: Page) =>
  page.evaluate(() => ({
    // (No helper function in here: the test's transpiler would wrap it with a helper the page lacks.)
    elements: ['body', 'p.partner', 'button.partner'].map((selector) => {
      const computed = getComputedStyle(document.querySelector(selector)!);
      return [selector, computed.fontFamily, computed.color, computed.backgroundColor, computed.lineHeight, computed.letterSpacing, computed.textAlign];
    }),
    styleSheets: document.styleSheets.length,
    adopted: document.adoptedStyleSheets.length,
    globals: Object.keys(window).sort(),
  }));

test('the three widgets on a partner page of another origin, from the back office’s snippets', { skip }, async () => {
  // 1. The agency's staff copy the three snippets in the back office.
  const office = await newPage(browser, { viewport: { width: 1366, height: 900 } });
  await signIn(office.page, server.url, 'gerant@volant.test');
  await dismissMissingItems(office.page);
  const quotationId = await office.page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('appSession') ?? '{}') as { token?: string };
    const response = await fetch('/api/accounting/quotations?status[]=1&itemsPerPage=1', { headers: { Authorization: `Bearer ${session.token}` } });
    const body = (await response.json()) as { 'hydra:member': { id: number }[] };
    return body['hydra:member'][0]!.id;
  });
  await open(office.page, `/pieces-comptables/devis/details-devis?id=${quotationId}`);
  const quotationSnippet = await copySnippet(office.page);
  await open(office.page, '/configuration/configuration-planning?onglet=publication');
  const planningSnippet = await copySnippet(office.page);
  await open(office.page, '/ants');
  await office.page.getByRole('button', { name: 'Intégrer sur votre site' }).click();
  const antsDialog = office.page.getByRole('dialog', { name: 'Intégrer sur votre site' });
  await antsDialog.getByLabel('Actualisation (secondes)').fill(String(STATUS_REFRESH));
  await antsDialog.getByLabel('Code à copier dans la page').waitFor();
  await office.page.waitForFunction(() => /token="ey/.test((document.querySelector('textarea') as HTMLTextAreaElement | null)?.value ?? ''));
  const statusSnippet = await antsDialog.getByLabel('Code à copier dans la page').inputValue();
  await screenshot(office.page, 'embeds-ants-dialog');
  assert.match(statusSnippet, new RegExp(`refresh="${STATUS_REFRESH}"`));
  for (const snippet of [quotationSnippet, planningSnippet, statusSnippet]) assert.ok(snippet.startsWith(`<script type="module" src="${server.url}/embeds/`), snippet);
  partnerBody = [quotationSnippet, planningSnippet, statusSnippet].join('\n');

  // 2. The partner's page without the widgets, then with them.
  const visitor = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  await visitor.page.goto(`${partnerUrl}/bare`);
  const bare = await pageState(visitor.page);
  await visitor.page.goto(`${partnerUrl}/`);
  const quotation = visitor.page.locator('volant-quotation');
  const planning = visitor.page.locator('volant-planning');
  const status = visitor.page.locator('volant-ants-status');
  await quotation.getByRole('heading', { name: /^Devis D-/ }).waitFor();
  await planning.getByRole('heading', { name: 'Orléans Centre' }).waitFor();
  await status.getByRole('status').filter({ hasText: /^ANTS\s*Non connecté$/ }).waitFor();
  await screenshot(visitor.page, 'embeds-partner-page');

  // 3. The partner's styles and globals are untouched; the page's styles do not reach the widgets.
  const withWidgets = await pageState(visitor.page);
  assert.deepEqual(withWidgets, bare);
  const inside = await quotation.getByRole('button', { name: 'Valider ce devis' }).evaluate((button) => {
    const computed = getComputedStyle(button);
    return {
      background: computed.backgroundColor,
      font: computed.fontFamily,
      letterSpacing: computed.letterSpacing,
      wordSpacing: computed.wordSpacing,
      textTransform: computed.textTransform,
      fontStyle: computed.fontStyle,
    };
  });
  assert.notEqual(inside.background, 'rgb(255, 105, 180)');
  assert.doesNotMatch(inside.font, /Georgia/);
  // Even what the page forces with !important on every element stops at the widget.
  assert.deepEqual(
    { letterSpacing: inside.letterSpacing, wordSpacing: inside.wordSpacing, textTransform: inside.textTransform, fontStyle: inside.fontStyle },
    { letterSpacing: 'normal', wordSpacing: '0px', textTransform: 'none', fontStyle: 'normal' },
  );
  // At 390 px the status keeps its words: dot and service alone are the navbar's small-screen form.
  await visitor.page.setViewportSize({ width: 390, height: 900 });
  const labelWidth = await status.getByText('Non connecté', { exact: true }).evaluate((element) => element.getBoundingClientRect().width);
  assert.ok(labelWidth > 20, `the status label is ${labelWidth} px wide at 390 px`);
  await screenshot(visitor.page, 'embeds-partner-page-390');
  await visitor.page.setViewportSize({ width: 1280, height: 900 });

  // 4. A visitor picks a slot: the page receives `slot-select`.
  await planning.locator('[data-slot-id]').first().click();
  await planning.locator('[part="details"]').waitFor();
  const picked = (await events(visitor.page)).find((event) => event.type === 'slot-select');
  assert.ok(picked, 'slot-select reached the page');
  assert.equal(picked.tag, 'volant-planning');
  assert.ok(['Cours de code', 'Leçon de conduite'].includes((picked.detail.activity as { name: string }).name));

  // 5. The learner validates the quotation: `validated`, and the quotation says so.
  await quotation.getByRole('button', { name: 'Valider ce devis' }).click();
  await quotation.getByRole('button', { name: 'Je valide le devis' }).click();
  await quotation.getByText('Votre devis est validé. Merci !').waitFor();
  assert.ok((await events(visitor.page)).some((event) => event.type === 'validated' && event.tag === 'volant-quotation'));

  // 6. The agency connects Orléans to the ANTS in the back office; the status widget follows.
  await open(office.page, '/ants?tab=connexion');
  await office.page.getByRole('button', { name: 'Se connecter : Orléans Centre' }).click();
  const connect = office.page.getByRole('dialog', { name: 'Connexion à l’ANTS — Orléans Centre' });
  await connect.getByLabel('Identifiant ANTS').fill('ants.demo');
  await connect.getByLabel('Mot de passe').fill('ants-demo');
  await connect.getByRole('button', { name: 'Se connecter' }).click();
  await connect.waitFor({ state: 'detached' });
  await status.getByRole('status').filter({ hasText: /^ANTS\s*Connecté partiellement$/ }).waitFor({ timeout: (STATUS_REFRESH + 10) * 1000 });
  const changes = (await events(visitor.page)).filter((event) => event.type === 'change');
  assert.deepEqual(
    changes.map((event) => [event.detail.status, event.detail.previous]),
    [
      [0, null],
      [2, 0],
    ],
  );
  await screenshot(visitor.page, 'embeds-partner-page-connected');

  assert.deepEqual((await events(visitor.page)).filter((event) => event.type === 'error'), []);
  assert.deepEqual(visitor.errors, []);
  // The SSO login page has no favicon (a known 404 the other scenarios filter too).
  assert.deepEqual(office.errors.filter((line) => !line.includes('status of 404')), []);
  await visitor.close();
  await office.close();
});

test('bad input on a partner page: French messages in the widgets and `error` events, the page keeps working', { skip }, async () => {
  partnerBody = [
    `<script type="module" src="${server.url}/embeds/volant-quotation.js"></script>`,
    `<script type="module" src="${server.url}/embeds/volant-planning.js"></script>`,
    `<script type="module" src="${server.url}/embeds/volant-ants-status.js"></script>`,
    `<volant-quotation uuid="00000000-0000-4000-8000-000000000000" api-base="${server.url}/api"></volant-quotation>`,
    `<volant-planning planning-key="4545a1e0c0de4545a1e0c0de4545a1e0" view="year"></volant-planning>`,
    `<volant-ants-status token="expired.token.value" api-base="${server.url}/api"></volant-ants-status>`,
    // A Volant that does not answer: nothing listens on port 9 here.
    `<volant-quotation id="down" uuid="00000000-0000-4000-8000-000000000000" api-base="http://127.0.0.1:9/api"></volant-quotation>`,
  ].join('\n');
  const visitor = await newPage(browser, { viewport: { width: 320, height: 900 } });
  await visitor.page.goto(`${partnerUrl}/`);
  await visitor.page.locator('volant-quotation').first().getByText('Ce devis est introuvable').waitFor();
  await visitor.page.locator('volant-planning').getByText(/l’attribut « view » accepte day, week ou month/).waitFor();
  await visitor.page.locator('volant-ants-status').getByText(/Accès refusé|jeton de ce widget a expiré/).waitFor();
  await visitor.page.locator('#down').getByText(/joindre/).waitFor();
  await screenshot(visitor.page, 'embeds-partner-bad-input-320');
  const codes = (await events(visitor.page)).filter((event) => event.type === 'error').map((event) => `${event.tag}:${String(event.detail.code)}`).sort();
  assert.deepEqual(codes, ['volant-ants-status:unauthorized', 'volant-planning:invalid-attribute', 'volant-quotation:network', 'volant-quotation:not-found']);
  // The page itself still works and was not moved away.
  assert.equal(new URL(visitor.page.url()).origin, partnerUrl);
  assert.equal(await visitor.page.locator('p.partner').textContent(), 'Bienvenue sur le site de notre partenaire.');
  // Nothing overflows the 320 px page.
  assert.equal(await visitor.page.evaluate(() => document.documentElement.scrollWidth), 320);
  await visitor.close();
});
