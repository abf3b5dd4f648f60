// Issue 4's browser scenario: the manager creates a quotation for a learner and sends it; the learner
// opens the public link in a fresh browser (no session) and validates it; the manager transforms it into
// an invoice, validates it, records a payment and downloads the invoice PDF, whose text is checked.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { pdfPlainText } from '../../cli/smoke/pdf-text';
import { browserSuite, dismissMissingItems, newPage, screenshot, signIn } from './harness';

const suite = browserSuite();
const { skip } = suite;

/** A learner of the Orléans agency with no quotation yet (read from the server's database). */
function learnerWithoutQuotation(): { firstName: string; lastName: string } {
  const db = new Database(suite.server.dbFile, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `SELECT l.first_name AS firstName, l.last_name AS lastName FROM learners l JOIN agencies a ON a.id = l.agency_id
         WHERE a.name = 'Orléans Centre' AND l.archived = 0 AND NOT EXISTS (SELECT 1 FROM bills b WHERE b.learner_id = l.id)
         AND (SELECT COUNT(*) FROM learners o WHERE o.last_name = l.last_name) = 1 ORDER BY l.id DESC LIMIT 1`,
      )
      .get() as { firstName: string; lastName: string } | undefined;
    if (!row) throw new Error('No demo learner without quotation');
    return row;
  } finally {
    db.close();
  }
}

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).or(page.getByRole('status').filter({ hasText: text })).first();

test('quotation → public validation by the learner → invoice → payment → PDF', { skip }, async () => {
  const learner = learnerWithoutQuotation();
  const manager = await newPage(suite.browser);
  const { page } = manager;
  await signIn(page, suite.server.url, 'gerant@volant.test');
  await dismissMissingItems(page);

  // The manager creates a quotation for the learner, with a package.
  await page.goto(`${suite.server.url}/pieces-comptables/devis`);
  await page.getByRole('heading', { name: 'Devis', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Nouveau devis' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau devis' });
  await dialog.getByRole('combobox', { name: /Apprenant/ }).fill(learner.lastName);
  await page.getByRole('option', { name: new RegExp(`${learner.firstName} ${learner.lastName}`) }).click();
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await alert(page, 'Devis créé avec succès').waitFor();
  await page.waitForURL(/\/pieces-comptables\/devis\/details-devis\?id=\d+&created=true&sections=Produits/);
  const quotationId = Number(new URL(page.url()).searchParams.get('id'));

  await page.getByLabel('Ajouter une formule').selectOption({ label: 'Permis B – Formule 20 h (1 339,92 € TTC)' });
  await page.getByRole('textbox', { name: 'Désignation, ligne 5' }).waitFor();
  await page.getByRole('textbox', { name: 'Quantité, ligne 4' }).fill('25');
  await page.getByLabel('Totaux').getByText(/^1\s614,90\s€$/).waitFor();
  await page.getByRole('button', { name: 'Enregistrer les lignes' }).click();
  await alert(page, 'Modifications enregistrées avec succès').waitFor();
  await screenshot(page, 'accounting-quotation');

  // It is sent: the learner receives the public validation link (this server has no SMTP_URL: the
  // message stays in the outbox and the screen says so; test/e2e/mail.test.ts delivers for real).
  await page.getByRole('button', { name: 'Envoyer le lien de validation' }).click();
  const send = page.getByRole('dialog', { name: 'Envoyer le lien de validation' });
  await send.getByLabel('Destinataire').fill('eleve.e2e@exemple.test');
  await send.getByRole('button', { name: 'Envoyer' }).click();
  await alert(page, 'L’envoi d’e-mails n’est pas configuré : le message est conservé dans la file d’attente.').waitFor();
  await page.getByRole('button', { name: 'Suivi' }).click();
  await page.waitForURL(new RegExp(`/pieces-comptables/devis/extra-details-devis/${quotationId}$`));
  const link = await page.getByTestId('public-link').getAttribute('href');
  assert.match(link ?? '', /\/devis\/[0-9a-f-]{36}$/);

  // The learner opens it in a fresh browser, without an account, and validates it.
  const learnerView = await newPage(suite.browser);
  await learnerView.page.goto(link!);
  await learnerView.page.getByRole('heading', { name: /^Devis D-\d{4}-\d{5}$/ }).waitFor();
  await learnerView.page.getByText('Auto-école du Centre').first().waitFor();
  assert.equal(await learnerView.page.getByRole('button', { name: 'Se déconnecter' }).count(), 0);
  assert.equal(await learnerView.page.evaluate(() => localStorage.getItem('appSession')), null);
  await learnerView.page.getByRole('button', { name: 'Valider ce devis' }).click();
  await learnerView.page.getByRole('button', { name: 'Je valide le devis' }).click();
  await learnerView.page.getByText('Votre devis est validé. Merci !').waitFor();
  await screenshot(learnerView.page, 'accounting-public-validated');
  assert.deepEqual(learnerView.errors, []);
  await learnerView.close();

  // The manager sees it accepted and transforms it into an invoice.
  await page.goto(`${suite.server.url}/pieces-comptables/devis/details-devis?id=${quotationId}&sections=Produits`);
  await page.getByText('Acceptée').first().waitFor();
  await page.getByRole('button', { name: 'Facturer' }).click();
  await page.getByRole('dialog', { name: 'Facturer le devis' }).getByRole('button', { name: 'Facturer' }).click();
  await alert(page, 'Devis facturé avec succès').waitFor();
  await page.waitForURL(/\/pieces-comptables\/factures\/\d+\?created=true$/);
  await page.getByRole('heading', { name: 'Facture en brouillon' }).waitFor();

  // Validation gives the invoice its number; a payment follows.
  await page.getByRole('button', { name: 'Valider la facture' }).click();
  await page.getByRole('dialog', { name: 'Valider la facture' }).getByRole('button', { name: 'Valider la facture' }).click();
  const heading = page.getByRole('heading', { name: /^Facture F-\d{4}-\d{5}$/ });
  await heading.waitFor();
  const number = (await heading.textContent())!.replace('Facture ', '').trim();
  await page.getByRole('button', { name: 'Enregistrer un règlement' }).click();
  const payment = page.getByRole('dialog', { name: 'Enregistrer un règlement' });
  await payment.getByLabel(/Montant/).fill('500');
  await payment.getByLabel(/Mode de règlement/).selectOption('cheque');
  await payment.getByLabel(/Référence/).fill('Chèque n° 0012345');
  await payment.getByRole('button', { name: 'Enregistrer le règlement' }).click();
  await alert(page, 'Règlement enregistré avec succès').waitFor();
  await page.getByText('Paiement partiel').first().waitFor();
  await screenshot(page, 'accounting-invoice-paid');

  // The PDF says what a French invoice must say.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Imprimer' }).click()]);
  assert.equal(download.suggestedFilename(), `Facture-${number}.pdf`);
  const text = pdfPlainText(await readFile((await download.path())!));
  for (const expected of [
    `Facture n° ${number}`,
    'Auto-école du Centre',
    'SIRET : 81234567800014',
    'N° TVA intracommunautaire : FR32812345678',
    'N° d’agrément : E1904500120',
    `${learner.firstName} ${learner.lastName}`,
    'Leçon de conduite B (1 h)',
    'Détail de la TVA',
    'Total TTC',
    '1 614,90 €',
    'indemnité forfaitaire pour frais de recouvrement de 40 €',
    'pénalités de retard',
  ]) {
    assert.ok(text.includes(expected), `« ${expected} » in the invoice PDF`);
  }
  // The invoice is printed as issued: its payments are on their receipts, not in a balance computed at print time.
  for (const absent of ['Déjà réglé', 'Reste à payer']) assert.ok(!text.includes(absent), `no « ${absent} » in the invoice PDF`);
  assert.deepEqual(manager.errors.filter((line) => !line.includes('status of 404')), []);
  await manager.close();
});
