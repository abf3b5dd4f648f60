// Issue 37 items 4, 7, 10 and 11 in Chromium, as the manager, the secretary and the trainer, at 1 440
// and 390 px: the NF525 attestation downloaded from its screen, one count of hours on the learner's
// tracking tab, the exempt-sales account among « Comptes clients », the 2024 model's fees on the contract form.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { browserSuite, dismissMissingItems, newPage, screenshot, signIn } from './harness';

const suite = browserSuite({ env: { VOLANT_PUBLISHER_NAME: 'Volant Logiciels SAS', VOLANT_PUBLISHER_SIGNATORY: 'Claire Martin, présidente' } });
const { skip } = suite;
const ROLES = [
  ['gerant@volant.test', 'manager'],
  ['secretariat@volant.test', 'secretary'],
  ['formateur@volant.test', 'trainer'],
] as const;
const WIDTHS = [1440, 390] as const;

for (const [email, role] of ROLES) {
  for (const width of WIDTHS) {
    test(`${role} at ${width} px: the NF525 screen downloads the publisher’s attestation`, { skip }, async () => {
      const { page, errors, close } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await signIn(page, suite.server.url, email);
      await dismissMissingItems(page);
      await page.goto(`${suite.server.url}/pieces-comptables/nf525`);
      await page.getByRole('heading', { name: 'Attestation individuelle de l’éditeur' }).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Attestation de l’éditeur' }).click()]);
      assert.match(download.suggestedFilename(), /^Attestation-NF525-Volant-.*\.pdf$/);
      assert.equal(readFileSync((await download.path())!).subarray(0, 4).toString(), '%PDF');
      // The chain's last hash (64 digits) used to push the page wider than a phone's screen.
      await page.getByText(/^Dernière empreinte/).waitFor();
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no horizontal scroll');
      await screenshot(page, `money-nf525-${role}-${width}`);
      assert.deepEqual(errors, []);
      await close();
    });
  }
}

/** A learner of Orléans with a lesson marked « Réalisé » (both the manager and the secretary reach Orléans). */
function learnerWithLessons(dbFile: string): number {
  const db = new Database(dbFile, { readonly: true });
  try {
    const row = db
      .prepare(
        `SELECT sl.learner_id AS id FROM planning_slot_learners sl JOIN planning_slots s ON s.id = sl.slot_id JOIN learners l ON l.id = sl.learner_id JOIN agencies a ON a.id = l.agency_id
         WHERE s.status = 'done' AND sl.is_excused = 0 AND a.name = 'Orléans Centre' ORDER BY sl.learner_id LIMIT 1`,
      )
      .get() as { id: number };
    return row.id;
  } finally {
    db.close();
  }
}

for (const [email, role] of ROLES.slice(0, 2)) {
  for (const width of WIDTHS) {
    test(`${role} at ${width} px: the tracking tab says where its hours come from, and they are the planning’s`, { skip }, async () => {
      const { page, errors, close } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await signIn(page, suite.server.url, email);
      await dismissMissingItems(page);
      const learner = learnerWithLessons(suite.server.dbFile);
      await page.goto(`${suite.server.url}/apprenants/${learner}?menu=4`);
      await page.getByText('Effectuées : leçons marquées « Réalisé » au planning').waitFor();
      await page.locator('dt', { hasText: /^Effectuées$/ }).first().waitFor();
      await screenshot(page, `money-hours-${role}-${width}`);
      assert.deepEqual(errors, []);
      await close();
    });
  }
}

for (const width of WIDTHS) {
  test(`manager at ${width} px: « Comptes clients » has the account of sales exempt from VAT`, { skip }, async () => {
    const { page, errors, close } = await newPage(suite.browser, { viewport: { width, height: 900 } });
    await signIn(page, suite.server.url, 'gerant@volant.test');
    await dismissMissingItems(page);
    await page.goto(`${suite.server.url}/configuration/facturation`);
    const field = page.getByLabel(/Compte de ventes exonérées de TVA/);
    await field.first().waitFor();
    assert.equal(await field.first().inputValue(), '706500');
    await field.first().scrollIntoViewIfNeeded();
    await screenshot(page, `money-customer-accounts-${width}`);
    assert.deepEqual(errors, []);
    await close();
  });
}

for (const [email, role] of ROLES.slice(0, 2)) {
  for (const width of WIDTHS) {
    test(`${role} at ${width} px: a new contract offers the 2024 model’s fees (ANTS mandates, booklet, competence review)`, { skip }, async () => {
      const { page, errors, close } = await newPage(suite.browser, { viewport: { width, height: 900 } });
      await signIn(page, suite.server.url, email);
      await dismissMissingItems(page);
      await page.goto(`${suite.server.url}/apprenants/${learnerWithLessons(suite.server.dbFile)}`);
      await page.getByRole('tab', { name: 'Contrats', exact: true }).click();
      await page.getByRole('button', { name: 'Nouveau contrat' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nouveau contrat' });
      for (const label of ['Frais de mandat ANTS (inscription)', 'Frais de mandat ANTS (fabrication du titre)', 'Livret d’apprentissage', 'Bilan de compétences']) {
        await dialog.getByLabel(label).waitFor();
      }
      await dialog.getByLabel('Bilan de compétences').scrollIntoViewIfNeeded();
      await screenshot(page, `money-contract-form-${role}-${width}`);
      assert.deepEqual(errors, []);
      await close();
    });
  }
}
