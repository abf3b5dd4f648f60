// Issue 41 in Chromium: the demo learners sign in at /eleve through Volant's SSO and read their own
// space — home (balance, contracts), lessons, invoices and receipts, schedule, documents, hours — at
// 1 440 px and at 390 px, with axe (WCAG 2.2 A/AA and best practices) clean on every rubric and no
// console error; and the same widget on a partner page of another origin. Screenshots in
// test-results/screenshots (learner-space-*).
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations, type AxeViolation } from './axe';
import { browserSuite, DEMO_PASSWORD, newPage, screenshot } from './harness';

/** The school's own website, on another origin than Volant's: a page holding `<volant-learner-space>`. */
let partnerUrl = '';
const partner = createServer((request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Auto-école du Centre</title><link rel="icon" href="data:,">
<script type="module" src="${suite.server.url}/embeds/volant-learner-space.js"></script></head>
<body><main><h1>Auto-école du Centre — espace élève</h1><volant-learner-space api-base="${suite.server.url}/api"></volant-learner-space></main></body></html>`);
});
after(() => partner.close());

const suite = browserSuite({
  // The partner's page is a registered service of the sign-on (and so may call the learner API).
  async prepare() {
    partner.listen(0, '127.0.0.1');
    await once(partner, 'listening');
    partnerUrl = `http://localhost:${(partner.address() as AddressInfo).port}`;
    return { VOLANT_CAS_SERVICES: `${partnerUrl}/espace-eleve` };
  },
});
const { skip } = suite;

const WIDTHS = [1440, 390] as const;
const LEARNERS = ['eleve@volant.test', 'eleve2@volant.test'] as const;
const RUBRICS = [
  { link: 'Mes leçons', path: '/eleve/lecons', heading: 'Mes leçons' },
  { link: 'Factures et reçus', path: '/eleve/factures', heading: 'Mes factures' },
  { link: 'Échéancier', path: '/eleve/echeancier', heading: 'Ce qu’il reste à régler' },
  { link: 'Documents', path: '/eleve/documents', heading: 'Mes documents' },
  { link: 'Mes heures', path: '/eleve/heures', heading: 'Mes heures de conduite' },
] as const;

/** Signs in at /eleve: its « Se connecter » leads to the SSO, which brings him back with a ticket. */
async function signInAtEleve(page: Page, email: string, at = `${suite.server.url}/eleve`): Promise<void> {
  await page.goto(at);
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/sso\/login/);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.href.startsWith(at) && !url.searchParams.has('ticket'));
  await page.getByRole('heading', { name: /^Bonjour / }).waitFor();
}

/** The page has nothing loading any more (every rubric's reads answered). */
async function settled(page: Page): Promise<void> {
  const loading = page.getByRole('status').filter({ hasText: 'Chargement…' });
  while ((await loading.count()) > 0) await loading.first().waitFor({ state: 'detached' });
}

for (const width of WIDTHS) {
  for (const email of LEARNERS) {
    test(`${email} signs in at /eleve and reads his whole space at ${width} px, axe clean`, { skip }, async () => {
      const opened = await newPage(suite.browser, { viewport: { width, height: 900 } });
      const { page } = opened;
      const violations: AxeViolation[] = [];
      const who = email.split('@')[0]!;
      try {
        await signInAtEleve(page, email);
        await page.getByRole('heading', { name: 'Reste à régler' }).waitFor();
        await page.getByRole('heading', { name: 'Mes contrats' }).waitFor();
        await settled(page);
        // eleve has a contract to sign, eleve2 a signed one.
        await page.getByText(email === LEARNERS[0] ? 'À signer' : /^Signé le /).first().waitFor();
        await screenshot(page, `learner-space-${who}-home-${width}`);
        violations.push(...(await axeViolations(page, `/eleve as ${who} at ${width} px`)));
        // Nothing wider than the screen at 390 px: the space fits the phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0, `the page scrolls sideways by ${overflow} px`);
        for (const rubric of RUBRICS) {
          await page.getByRole('link', { name: rubric.link }).click();
          await page.waitForURL((url) => url.pathname === rubric.path);
          await page.getByRole('heading', { name: rubric.heading }).waitFor();
          await settled(page);
          await screenshot(page, `learner-space-${who}${rubric.path.replaceAll('/', '-')}-${width}`);
          violations.push(...(await axeViolations(page, `${rubric.path} as ${who} at ${width} px`)));
        }
        if (email === LEARNERS[1]) {
          await page.getByRole('link', { name: 'Mes leçons' }).click();
          assert.ok((await page.getByText(/^(Prévue|Effectuée|Annulée)$/).count()) > 0, 'his lessons are listed');
        }
        // A rubric's own address opens it directly (a bookmark, a reload).
        await page.goto(`${suite.server.url}/eleve/echeancier`);
        await page.getByRole('heading', { name: 'Ce qu’il reste à régler' }).waitFor();
        assert.deepEqual(violations, [], describeViolations(violations));
        assert.deepEqual(opened.errors, []);
      } finally {
        await opened.close();
      }
    });
  }
}

test('on the school’s website (another origin), eleve2@volant.test signs in to <volant-learner-space> and reads what he owes, axe clean', { skip }, async () => {
  const opened = await newPage(suite.browser, { viewport: { width: 390, height: 900 } });
  const { page } = opened;
  try {
    await signInAtEleve(page, LEARNERS[1], `${partnerUrl}/espace-eleve`);
    await page.getByRole('link', { name: 'Échéancier' }).click();
    await page.getByRole('heading', { name: 'Ce qu’il reste à régler' }).waitFor();
    await settled(page);
    assert.ok(new URL(page.url()).origin === partnerUrl, 'the learner stays on the school’s website');
    await screenshot(page, 'learner-space-partner-echeancier-390');
    const violations = await axeViolations(page, 'partner page at 390 px');
    assert.deepEqual(violations, [], describeViolations(violations));
    assert.deepEqual(opened.errors, []);
  } finally {
    await opened.close();
  }
});
