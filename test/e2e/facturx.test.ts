// Issue 23 in Chromium: a validated invoice offers « Imprimer » (a PDF/A-3 with factur-x.xml inside) and
// « Factur-X (XML) » beside it, for the manager and the secretary; the downloads are read back.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { pdfPlainText } from '../../cli/smoke/pdf-text';
import { browserSuite, dismissMissingItems, newPage, screenshot, signIn } from './harness';

const suite = browserSuite();
const { skip } = suite;

/** A validated invoice of the Orléans agency, with a credit note when the seed has one. */
function validatedInvoice(): { id: number; number: string } {
  const db = new Database(suite.server.dbFile, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT b.id, b.number FROM bills b JOIN agencies a ON a.id = b.agency_id WHERE a.name = 'Orléans Centre' AND b.kind = 'invoice' AND b.number IS NOT NULL
         ORDER BY EXISTS (SELECT 1 FROM bills c WHERE c.source_id = b.id AND c.kind = 'credit_note') DESC, b.id LIMIT 1`,
      )
      .get() as { id: number; number: string };
  } finally {
    db.close();
  }
}

for (const user of ['gerant@volant.test', 'secretariat@volant.test']) {
  test(`${user}: an invoice's PDF/A-3 and its Factur-X XML`, { skip }, async () => {
    const invoice = validatedInvoice();
    const { page, errors, close } = await newPage(suite.browser);
    try {
      await signIn(page, suite.server.url, user);
      await dismissMissingItems(page);
      await page.goto(`${suite.server.url}/pieces-comptables/factures/${invoice.id}?sections=Avoirs`);
      await page.getByRole('heading', { name: `Facture ${invoice.number}` }).waitFor();
      await screenshot(page, `facturx-invoice-${user.split('@')[0]}`);

      const [xmlDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Factur-X (XML)' }).click()]);
      assert.equal(xmlDownload.suggestedFilename(), `Facture-${invoice.number}-factur-x.xml`);
      const xml = await readFile((await xmlDownload.path())!, 'utf8');
      assert.match(xml, /<rsm:CrossIndustryInvoice /);
      assert.ok(xml.includes(`<ram:ID>${invoice.number}</ram:ID>`));

      const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Imprimer', exact: true }).click()]);
      const path = (await pdfDownload.path())!;
      const pdf = await readFile(path);
      assert.ok(pdfPlainText(pdf).includes(invoice.number));
      assert.ok(execFileSync('qpdf', ['--list-attachments', path], { encoding: 'utf8' }).startsWith('factur-x.xml ->'));
      for (const font of execFileSync('pdffonts', [path], { encoding: 'utf8' }).trim().split('\n').slice(2)) assert.match(font, /yes\s+yes\s+yes/);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}
