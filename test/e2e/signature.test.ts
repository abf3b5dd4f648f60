// Signature at a distance in Chromium (issue 41, docs/signature.md), against the built server
// delivering e-mail through a real SMTP server (smtp-server, started here): the manager sends a
// validated contract for signature from the learner record; the learner opens the link of the e-mail
// on a phone (390 px), asks for a code, reads it from the SMTP server's mailbox and signs; the manager
// then sees « Signé électroniquement le … par … » and downloads the signed PDF, which poppler's pdfsig
// finds valid over the whole document. Both screens are checked by axe and photographed at 1 440 and
// 390 px.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { startTestSmtp, type TestSmtp } from '../server/mail/smtp';
import { verifyPades } from '../server/signature/pades-check';
import { axeViolations, describeViolations } from './axe';
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

/** A validated contract of the Orléans agency whose learner has an address (read from the server's database). */
function validatedContract(): { number: string; learnerId: number; email: string; name: string } {
  const db = new Database(server.dbFile, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `SELECT c.number AS number, l.id AS learnerId, l.email AS email, l.first_name || ' ' || l.last_name AS name
         FROM learner_contracts c JOIN learners l ON l.id = c.learner_id JOIN agencies a ON a.id = c.agency_id
         WHERE a.name = 'Orléans Centre' AND c.status = 'validated' AND l.email IS NOT NULL ORDER BY c.id LIMIT 1`,
      )
      .get() as { number: string; learnerId: number; email: string; name: string } | undefined;
    if (!row) throw new Error('No validated demo contract');
    return row;
  } finally {
    db.close();
  }
}

/** The text of the first e-mail to `to` whose subject matches, once the SMTP server received it. */
async function mailText(to: string, subject: RegExp, page: Page): Promise<string> {
  for (;;) {
    const found = smtp.received.find((r) => r.envelopeTo.includes(to) && subject.test(r.mail.subject ?? ''));
    if (found) return found.mail.text ?? '';
    // Waits on the browser's clock between looks: the SMTP server fills `received` as messages arrive.
    await page.waitForTimeout(100);
  }
}

const contractRegion = (page: Page, number: string) => page.getByRole('region', { name: `Contrat ${number}` });

test('the manager sends a contract for signature, the learner signs it on his phone with the code of the e-mail, pdfsig validates the PDF', { skip }, async () => {
  const contract = validatedContract();
  const manager = await newPage(browser, { viewport: { width: 1440, height: 900 } });
  await signIn(manager.page, server.url, 'gerant@volant.test');
  await dismissMissingItems(manager.page);
  await manager.page.goto(`${server.url}/apprenants/${contract.learnerId}?menu=7`);
  const region = contractRegion(manager.page, contract.number);
  await region.getByRole('button', { name: `Envoyer pour signature en ligne : ${contract.number}` }).click();
  const dialog = manager.page.getByRole('dialog', { name: `Signature en ligne : ${contract.number}` });
  assert.equal(await dialog.getByLabel('Destinataire').inputValue(), contract.email);
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await region.getByText(`Envoyé pour signature en ligne à ${contract.email}`, { exact: false }).waitFor();

  const invitation = await mailText(contract.email, /à signer en ligne/, manager.page);
  const link = /(https?:\/\/\S+\/signature\/[A-Za-z0-9_-]{43})/.exec(invitation)?.[1];
  assert.ok(link, invitation);

  for (const width of [1440, 390]) {
    const learner = await newPage(browser, { viewport: { width, height: width === 390 ? 844 : 900 } });
    const { page } = learner;
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: `Signer le contrat ${contract.number}` }).waitFor();
    assert.deepEqual(await axeViolations(page, `signing page at ${width} px`).then((v) => describeViolations(v)), describeViolations([]));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `no horizontal scroll at ${width} px (${overflow} px)`);
    await screenshot(page, `signature-learner-${width}`);
    if (width === 1440) {
      await learner.close();
      continue;
    }
    await page.getByRole('button', { name: 'Recevoir un code' }).click();
    await page.getByRole('status').filter({ hasText: /Code envoyé à/ }).waitFor();
    const code = /: (\d{6})/.exec(await mailText(contract.email, /Votre code de signature/, page))?.[1];
    assert.ok(code);
    await page.getByLabel(/Code reçu par e-mail/).fill(code);
    await page.getByLabel('J’ai lu le document et je le signe électroniquement.').check();
    await page.getByRole('button', { name: 'Signer le document' }).click();
    await page.getByText(/Document signé le/).waitFor();
    await screenshot(page, 'signature-learner-390-signed');
    assert.deepEqual(await axeViolations(page, 'signed page at 390 px').then((v) => describeViolations(v)), describeViolations([]));
    assert.deepEqual(learner.errors, []);
    await learner.close();
  }

  await manager.page.reload();
  const signedRegion = contractRegion(manager.page, contract.number);
  await signedRegion.getByText(new RegExp(`Signé électroniquement le .* par ${contract.name}`)).waitFor();
  await screenshot(manager.page, 'signature-manager-1440');
  const [download] = await Promise.all([manager.page.waitForEvent('download'), signedRegion.getByRole('button', { name: 'PDF signé' }).click()]);
  const signed = await readFile((await download.path())!);
  const verdict = verifyPades(signed);
  assert.ok(verdict.popplerValid && verdict.popplerWholeDocument, verdict.pdfsig);
  assert.equal(verdict.readerIntegrity, true);
  assert.deepEqual(manager.errors, []);
  await manager.close();
});
