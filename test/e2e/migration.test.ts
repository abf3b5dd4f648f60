// Issue 37, item 8 in Chromium (« Migration »): the manager imports another software's export (the
// 500-learner Windows-1252 fixture) through the mapping step, at 1 440 px and 390 px; the secretary,
// who may not import (managers and platform admins only, the menu hides it from her), is refused by
// the server when she opens the screen's address.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { FILE, LEARNERS } from '../fixtures/migration/generate';
import { browserSuite, dismissMissingItems, newPage, screenshot, signIn } from './harness';

const suite = browserSuite();
const { skip } = suite;
const WIDTHS = [1440, 390] as const;

/** Horizontal scrolling of the page itself (a table may scroll inside its own box). */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function checkFixture(page: Page): Promise<void> {
  await page.goto(`${suite.server.url}/importer`);
  await page.getByLabel('Fichier CSV').setInputFiles({ name: 'eleves-conduiteplus.csv', mimeType: 'text/csv', buffer: await readFile(FILE) });
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  await page.getByRole('heading', { name: 'Correspondance des colonnes' }).waitFor();
}

for (const width of WIDTHS) {
  test(`the manager maps and imports the other software's 500 learners at ${width} px`, { skip }, async () => {
    const { page, errors, close } = await newPage(suite.browser, { viewport: { width, height: 900 } });
    await signIn(page, suite.server.url, 'gerant@volant.test');
    await dismissMissingItems(page);
    await checkFixture(page);
    assert.equal(await page.getByLabel('Solde dû').inputValue(), 'solde');
    assert.equal(await page.getByLabel('Moniteur référent').inputValue(), '');
    await page.getByText('4 colonnes ignorées').waitFor();
    await page.getByText(`${LEARNERS} lignes valides sur ${LEARNERS}.`).waitFor();
    assert.ok((await pageOverflow(page)) <= 0, 'no horizontal scrolling of the page');
    await screenshot(page, `migration-mapping-manager-${width}`);
    if (width === WIDTHS[0]) {
      // The first run imports (the duplicates, if any, imported too); the narrow one only checks.
      const importAnyway = page.getByRole('radio', { name: 'Les importer quand même' });
      if (await importAnyway.count()) await importAnyway.check();
      await page.getByRole('button', { name: 'Importer' }).click();
      await page.getByRole('region', { name: 'Ce qui a été repris' }).waitFor();
      await screenshot(page, `migration-imported-manager-${width}`);
      await page.getByText(`${LEARNERS} lignes importées.`).waitFor();
    }
    assert.deepEqual(errors, []);
    await close();
  });

  test(`the secretary may not import at ${width} px`, { skip }, async () => {
    const { page, errors, close } = await newPage(suite.browser, { viewport: { width, height: 900 } });
    await signIn(page, suite.server.url, 'secretariat@volant.test');
    await dismissMissingItems(page);
    await page.goto(`${suite.server.url}/importer`);
    // The screen is open to her (spec), the import is not: she is told so, and offered no file to send.
    await page.getByText('Réservé au gérant').waitFor();
    assert.equal(await page.getByLabel('Fichier CSV').count(), 0);
    assert.ok((await pageOverflow(page)) <= 0, 'no horizontal scrolling of the page');
    await screenshot(page, `migration-secretary-${width}`);
    assert.deepEqual(errors, []);
    await close();
  });
}
