// Issue 23 in Chromium: a paying organisation's « N° de TVA intracommunautaire » is entered in its form
// (checked: FR then 11 digits), saved compact, by the manager and the secretary.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { browserSuite, dismissMissingItems, newPage, screenshot, signIn } from './harness';

const suite = browserSuite();
const { skip } = suite;

function vatOf(name: string): string | null {
  const db = new Database(suite.server.dbFile, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT vat_number FROM organizations WHERE name = ?').get(name) as { vat_number: string | null } | undefined)?.vat_number ?? null;
  } finally {
    db.close();
  }
}

for (const user of ['gerant@volant.test', 'secretariat@volant.test']) {
  test(`${user}: an organisation's VAT number is checked and saved`, { skip }, async () => {
    const name = `Transports Zéphyr ${user.split('@')[0]}`;
    const { page, errors, close } = await newPage(suite.browser);
    try {
      await signIn(page, suite.server.url, user);
      await dismissMissingItems(page);
      await page.goto(`${suite.server.url}/organismes`);
      await page.getByRole('button', { name: 'Nouvel organisme' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Nouvel organisme' });
      await dialog.getByLabel(/^Nom/).fill(name);
      await dialog.getByLabel(/Type d’organisme/).selectOption({ label: 'Employeur' });
      const vat = dialog.getByLabel(/N° de TVA intracommunautaire/);
      await vat.fill('FR 12');
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await dialog.getByText('Le N° de TVA intracommunautaire s’écrit FR suivi de 11 chiffres.').waitFor();
      await screenshot(page, `organisation-vat-${user.split('@')[0]}`);
      await vat.fill('FR 44 732 829 320');
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(vatOf(name), 'FR44732829320');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}
