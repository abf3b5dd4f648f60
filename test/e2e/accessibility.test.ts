// Issue 39, accessibility beyond the every-route crawl (every-screen.test.ts runs axe on each route as each
// role at 1 440 px): the screens behind tabs, key screens on a phone (390 px), both checked by axe-core
// against every WCAG 2.2 A–AA rule, and the keyboard paths where focus used to fall to the body.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { createApiClient } from '../../src/shared/api/client';
import { listContracts } from '../../src/modules/contracts/api';
import { listInvoices } from '../../src/modules/invoices/api';
import { listQuotations } from '../../src/modules/quotations/api';
import { axeViolations, countByRule, describeViolations, type AxeViolation } from './axe';
import { browserSuite, dismissMissingItems, newPage, signIn } from './harness';
import { openInApp, settledOn } from './settle';

const suite = browserSuite();
const { skip } = suite;
const MANAGER = 'gerant@volant.test';

/** The manager's token, as the app stored it. */
async function pageToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('appSession'));
  assert.ok(raw, 'appSession is stored');
  return (JSON.parse(raw) as { token: string }).token;
}

/** The screens of one record, opened with the first record of the manager's lists (a learner with a contract). */
async function recordPaths(page: Page): Promise<{ learner: string; invoice: string; quotation: string }> {
  const token = await pageToken(page);
  const client = createApiClient({
    baseUrl: `${suite.server.url}/api`,
    auth: { getToken: () => token, refresh: () => Promise.reject(new Error('no refresh in this test')), clear: () => undefined },
  });
  const first = async <T>(list: Promise<{ items: T[] }>, id: (item: T) => number) => {
    const item = (await list).items[0];
    assert.ok(item, 'the demo has a record of each kind');
    return id(item);
  };
  return {
    learner: `/apprenants/${await first(listContracts(client, { itemsPerPage: 1 }), (contract) => contract.learner.id)}`,
    invoice: `/pieces-comptables/factures/${await first(listInvoices(client, { itemsPerPage: 1 }), (invoice) => invoice.id)}`,
    quotation: `/pieces-comptables/devis/extra-details-devis/${await first(listQuotations(client, { itemsPerPage: 1 }), (quotation) => quotation.id)}`,
  };
}

/** Opens `url` in the app and waits for its screen, failing with the reason when it does not come. */
async function openScreen(page: Page, url: string): Promise<void> {
  await openInApp(page, url);
  const outcome = await settledOn(page, new URL(url, suite.server.url).pathname);
  assert.ok(outcome.ok, `${url}: ${outcome.ok ? '' : outcome.why}`);
}

test('axe-core: every tab of the screens that have some, as the manager at 1 440 px', { skip }, async (t) => {
  const { page, errors, close } = await newPage(suite.browser, { viewport: { width: 1440, height: 900 } });
  try {
    await signIn(page, suite.server.url, MANAGER);
    await dismissMissingItems(page);
    const records = await recordPaths(page);
    const tabbed = ['/', '/planning', '/ants', records.learner, records.invoice, records.quotation, '/configuration/produits-prestations', '/pieces-comptables/nf525', '/operateur-prives', '/role', '/configuration/configuration-planning', '/livret-numerique'];
    const violations: AxeViolation[] = [];
    let checked = 0;
    for (const url of tabbed) {
      await openScreen(page, url);
      // The screen's own tabs (the first tab list of the main area; a tab's inner tabs are its content).
      const tabs = page.locator('main [role="tablist"]').first().getByRole('tab');
      const count = await tabs.count();
      for (let index = 0; index < count; index += 1) {
        const tab = tabs.nth(index);
        const name = (await tab.textContent())?.trim() ?? String(index);
        await tab.click();
        await page.locator('main [role="tab"][aria-selected="true"]').filter({ hasText: name }).first().waitFor();
        const outcome = await settledOn(page, new URL(url, suite.server.url).pathname);
        assert.ok(outcome.ok, `${url}, tab ${name}: ${outcome.ok ? '' : outcome.why}`);
        violations.push(...(await axeViolations(page, `${url} « ${name} » as the manager`)));
        checked += 1;
      }
    }
    t.diagnostic(`axe: ${checked} tabs checked, ${JSON.stringify(countByRule(violations))}`);
    assert.ok(checked >= 30, `only ${checked} tabs were found`);
    assert.equal(violations.length, 0, `axe-core, WCAG 2.2 A–AA:\n${describeViolations(violations)}`);
    assert.deepEqual(errors.filter((line) => line.startsWith('page: ')), []);
  } finally {
    await close();
  }
});

test('axe-core: key screens on a phone (390 px), as the manager', { skip }, async (t) => {
  const { page, close } = await newPage(suite.browser, { viewport: { width: 390, height: 844 } });
  try {
    await signIn(page, suite.server.url, MANAGER);
    await dismissMissingItems(page);
    const records = await recordPaths(page);
    const violations: AxeViolation[] = [];
    const screens = ['/', '/planning', '/apprenants', records.learner, '/ants', '/agence', '/pieces-comptables/factures', records.invoice];
    for (const url of screens) {
      await openScreen(page, url);
      violations.push(...(await axeViolations(page, `${url} as the manager at 390 px`)));
    }
    t.diagnostic(`axe: ${screens.length} screens at 390 px, ${JSON.stringify(countByRule(violations))}`);
    assert.equal(violations.length, 0, `axe-core, WCAG 2.2 A–AA:\n${describeViolations(violations)}`);
  } finally {
    await close();
  }
});

/** What has the focus: its tag, id, text and the accessible name of the dialog it is in. */
interface FocusState {
  tag: string;
  id: string;
  text: string;
  inMain: boolean;
  dialog: string | null;
}

const FOCUS = `(() => {
  const active = document.activeElement;
  const dialog = active ? active.closest('[role="dialog"]') : null;
  const title = dialog ? document.getElementById(dialog.getAttribute('aria-labelledby') || '') : null;
  return {
    tag: active ? active.tagName : '',
    id: active ? active.id : '',
    text: active ? (active.textContent || '').trim().slice(0, 60) : '',
    inMain: Boolean(active && active.closest('main')),
    dialog: title ? (title.textContent || '').trim() : null,
  };
})()`;

const focusOf = (page: Page) => page.evaluate(FOCUS) as Promise<FocusState>;

/** Presses Tab until the focused element's text is `text` (at most `limit` times). */
async function tabTo(page: Page, text: string, limit = 15): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    if ((await focusOf(page)).text === text) return;
  }
  assert.fail(`« ${text} » was not reached with Tab`);
}

test('keyboard: the missing-items modal, « Aller au contenu » and « Envoyer à l’ANTS » keep the focus where a person expects it', { skip }, async () => {
  const { page, errors, close } = await newPage(suite.browser, { viewport: { width: 1440, height: 900 } });
  try {
    // 1. The missing-items modal opens by itself after sign-in: closed with the keyboard, it gives the focus
    // to the main content (nothing opened it), from where Tab goes on into the screen.
    await signIn(page, suite.server.url, MANAGER);
    const missing = page.getByRole('dialog', { name: 'Informations manquantes' });
    await missing.waitFor();
    await tabTo(page, 'J’ai compris');
    await page.keyboard.press('Enter');
    await missing.waitFor({ state: 'detached' });
    assert.deepEqual(await focusOf(page).then((f) => [f.tag, f.id]), ['MAIN', 'contenu'], 'the focus is on the main content after the modal');
    await page.keyboard.press('Tab');
    assert.ok((await focusOf(page)).inMain, 'Tab goes on inside the main content');

    // 2. « Aller au contenu », the first stop of the page, moves the focus into the main content.
    await page.goto(`${suite.server.url}/apprenants`);
    assert.ok((await settledOn(page, '/apprenants')).ok);
    await page.keyboard.press('Tab');
    assert.equal((await focusOf(page)).text, 'Aller au contenu');
    await page.keyboard.press('Enter');
    assert.deepEqual(await focusOf(page).then((f) => [f.tag, f.id]), ['MAIN', 'contenu'], 'the skip link focuses the main content');
    await page.keyboard.press('Tab');
    const next = await focusOf(page);
    assert.ok(next.inMain, `Tab goes on inside the main content (it reached ${next.tag} « ${next.text} »)`);

    // 3. Orléans connected to the ANTS (by pointer: not the path under test), a draft opened from the keyboard.
    await openScreen(page, '/ants?tab=connexion');
    await page.getByRole('button', { name: 'Se connecter : Orléans Centre' }).click();
    const connect = page.getByRole('dialog', { name: 'Connexion à l’ANTS — Orléans Centre' });
    await connect.getByLabel('Identifiant ANTS').fill('ants.demo');
    await connect.getByLabel('Mot de passe').fill('ants-demo');
    await connect.getByRole('button', { name: 'Se connecter' }).click();
    await connect.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Demandes' }).click();
    const draftRow = page
      .getByRole('row')
      .filter({ hasText: 'Orléans Centre' })
      .filter({ has: page.getByText('Brouillon', { exact: true }) })
      .first();
    await draftRow.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: /^Demande n° \d+$/ });
    const title = (await details.getByRole('heading').first().textContent())?.trim();
    // A request leaves with at least one page of a supporting document.
    const onePage = await PDFDocument.create();
    onePage.addPage();
    await details.getByLabel('Ajouter une page : Pièce d’identité').setInputFiles({ name: 'cni.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await onePage.save()) });
    await details.getByText(/· cni\.pdf/).first().waitFor();
    await details.getByRole('button', { name: 'Envoyer à l’ANTS' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Envoyer la demande' });
    await tabTo(page, 'Envoyer à l’ANTS');
    await page.keyboard.press('Enter');
    await page.getByText('Demande envoyée à l’ANTS', { exact: true }).first().waitFor();
    await confirm.waitFor({ state: 'detached' });
    // The request is no draft any more: its « Envoyer à l’ANTS » button, which had the focus, is gone.
    await details.getByRole('button', { name: 'Envoyer à l’ANTS' }).waitFor({ state: 'detached' });
    const after = await focusOf(page);
    assert.equal(after.dialog, title, `the focus stays in the request's dialog (it is on ${after.tag} « ${after.text} »)`);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    const back = await focusOf(page);
    assert.ok(back.inMain && back.tag !== 'BODY', `Escape closed the dialog and the focus went back into the screen (it is on ${back.tag} « ${back.text} »)`);
    assert.deepEqual(errors.filter((line) => line.startsWith('page: ')), []);
  } finally {
    await close();
  }
});
