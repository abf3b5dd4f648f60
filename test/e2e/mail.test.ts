// E-mail in the browser, against the built server delivering through a real SMTP server
// (smtp-server, started here): the manager sends a quotation (« Email envoyé avec succès », « Envoyé »),
// meets a refusal (« Échec » with the server's answer) and sends it again; the secretariat, the demo
// role with the fewest permissions that sees e-mails, follows them on the learner record.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { startTestSmtp, type TestSmtp } from '../server/mail/smtp';
import { dismissMissingItems, hasChromium, launchBrowser, newPage, screenshot, signIn, startServer, type RunningServer } from './harness';

const skip = !hasChromium() && 'Chromium not found';
let smtp: TestSmtp;
let server: RunningServer;
let browser: Browser;

before(async () => {
  if (skip) return;
  smtp = await startTestSmtp();
  server = await startServer({ env: { SMTP_URL: smtp.url, VOLANT_MAIL_FROM: '"Volant" <no-reply@volant-e2e.test>' } });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** A pending quotation of the Orléans agency with its learner (read from the server's database). */
function pendingQuotation(): { id: number; number: string; learnerId: number } {
  const db = new Database(server.dbFile, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `SELECT b.id AS id, b.number AS number, b.learner_id AS learnerId FROM bills b JOIN agencies a ON a.id = b.agency_id
         WHERE a.name = 'Orléans Centre' AND b.kind = 'quotation' AND b.status = 1 AND b.learner_id IS NOT NULL ORDER BY b.id LIMIT 1`,
      )
      .get() as { id: number; number: string; learnerId: number } | undefined;
    if (!row) throw new Error('No pending demo quotation');
    return row;
  } finally {
    db.close();
  }
}

const alert = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).or(page.getByRole('status').filter({ hasText: text })).first();
const emailRow = (page: Page, address: string) => page.getByRole('table', { name: 'E-mails envoyés' }).getByRole('row').filter({ hasText: address });

async function sendQuotation(page: Page, to: string): Promise<void> {
  await page.getByRole('button', { name: 'Envoyer par e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Envoyer le devis par e-mail' });
  await dialog.getByLabel('Destinataire').fill(to);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
}

test('the manager sends a quotation, sees a refusal with the server’s answer, and sends it again', { skip }, async () => {
  const quotation = pendingQuotation();
  const manager = await newPage(browser);
  const { page } = manager;
  await signIn(page, server.url, 'gerant@volant.test');
  await dismissMissingItems(page);
  await page.goto(`${server.url}/pieces-comptables/devis/extra-details-devis/${quotation.id}`);
  await page.getByRole('heading', { name: 'E-mails' }).waitFor();

  await sendQuotation(page, 'parent.e2e@exemple.test');
  await alert(page, 'Email envoyé avec succès').waitFor();
  await emailRow(page, 'parent.e2e@exemple.test').getByText('Envoyé', { exact: true }).waitFor();

  smtp.plan('inconnu.e2e@exemple.test', { code: 550, message: '5.1.1 <inconnu.e2e@exemple.test>: Recipient address rejected' });
  await sendQuotation(page, 'inconnu.e2e@exemple.test');
  await alert(page, /Le serveur de messagerie a refusé l’e-mail : 550 5\.1\.1/).waitFor();
  // The dialog stays open on a refusal (the address can be mended); this time it is closed.
  await page.getByRole('dialog', { name: 'Envoyer le devis par e-mail' }).getByRole('button', { name: 'Annuler' }).click();
  const refused = emailRow(page, 'inconnu.e2e@exemple.test');
  await refused.getByText('Échec', { exact: true }).waitFor();
  await refused.getByText(/^Réponse du serveur : 550 5\.1\.1/).waitFor();
  await screenshot(page, 'mail-quotation-manager');

  await refused.getByRole('button', { name: /^Renvoyer l’e-mail/ }).click();
  await alert(page, 'Email envoyé avec succès').waitFor();
  await refused.getByText('Envoyé', { exact: true }).waitFor();
  assert.equal(smtp.received.filter((r) => r.envelopeTo.includes('inconnu.e2e@exemple.test')).length, 1);
  assert.deepEqual(manager.errors.filter((e) => !e.includes('502')), []);
  await manager.close();
});

test('the secretariat follows a learner’s e-mails on the learner record', { skip }, async () => {
  const quotation = pendingQuotation();
  const staff = await newPage(browser);
  const { page } = staff;
  await signIn(page, server.url, 'secretariat@volant.test');
  await dismissMissingItems(page);
  smtp.plan('refus.e2e@exemple.test', { code: 552, message: '5.2.2 Mailbox full' });
  await page.goto(`${server.url}/pieces-comptables/devis/extra-details-devis/${quotation.id}`);
  await sendQuotation(page, 'refus.e2e@exemple.test');
  await alert(page, /Le serveur de messagerie a refusé/).waitFor();
  await page.getByRole('dialog', { name: 'Envoyer le devis par e-mail' }).getByRole('button', { name: 'Annuler' }).click();

  await page.goto(`${server.url}/apprenants/${quotation.learnerId}?menu=9`);
  await page.getByRole('tab', { name: 'E-mails', selected: true }).waitFor();
  await emailRow(page, 'refus.e2e@exemple.test').getByText('Échec', { exact: true }).waitFor();
  await emailRow(page, 'parent.e2e@exemple.test').getByText('Envoyé', { exact: true }).waitFor();
  await emailRow(page, 'refus.e2e@exemple.test').getByRole('button', { name: /^Renvoyer/ }).waitFor();
  await screenshot(page, 'mail-learner-secretariat');
  assert.deepEqual(staff.errors.filter((e) => !e.includes('502')), []);
  await staff.close();
});
