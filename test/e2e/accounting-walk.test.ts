// Issue 23's walkthrough re-tried in Chromium (defects 1–9), as the manager and the secretary: the
// screens are captured (test-results/screenshots/walk-*.png) and every kind of PDF is kept
// (test-results/walk/*.pdf) to be rendered and looked at; what can be read is asserted.
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { pdfPlainText } from '../../cli/smoke/pdf-text';
import { browserSuite, dismissMissingItems, newPage, screenshot, signIn } from './harness';

const suite = browserSuite();
const { skip } = suite;
const OUT = join(process.cwd(), 'test-results/walk');

interface Answer {
  status: number;
  body: unknown;
  base64: string | null;
}

/** A call of the API with the page's session (JSON in, JSON or a file out). */
async function api(page: Page, method: string, path: string, body?: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(localStorage.getItem('appSession') ?? '{}') as { token?: string };
      const headers: Record<string, string> = { Authorization: `Bearer ${session.token ?? ''}` };
      if (body !== undefined) headers['Content-Type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
      const res = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const type = res.headers.get('content-type') ?? '';
      if (type.includes('json')) return { status: res.status, body: (await res.json()) as unknown, base64: null };
      const bytes = new Uint8Array(await res.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return { status: res.status, body: null, base64: btoa(binary) };
    },
    { method, path, body },
  );
}

async function ok<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await api(page, method, path, body);
  assert.ok(answer.status < 300, `${method} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

/** Downloads a PDF with the page's session, keeps it as test-results/walk/<name>.pdf and answers its text. */
async function keepPdf(page: Page, path: string, name: string): Promise<string> {
  const answer = await api(page, 'GET', path);
  assert.equal(answer.status, 200, `${path} → ${answer.status}`);
  const bytes = Buffer.from(answer.base64 ?? '', 'base64');
  await mkdir(OUT, { recursive: true });
  await writeFile(join(OUT, `${name}.pdf`), bytes);
  return pdfPlainText(bytes).replace(/[\u202f\u00a0]/g, ' ');
}

function sql<T>(query: string, ...params: unknown[]): T | undefined {
  const db = new Database(suite.server.dbFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

function write(query: string, ...params: unknown[]): void {
  const db = new Database(suite.server.dbFile, { fileMustExist: true });
  try {
    db.prepare(query).run(...params);
  } finally {
    db.close();
  }
}

const text = async (page: Page) => ((await page.locator('main').innerText()) || '').replace(/[\u202f\u00a0]/g, ' ');

test('issue 23 re-walked: balances, frozen documents, closures, TTC entry, contracts, public quotation, PDFs', { skip }, async () => {
  const manager = await newPage(suite.browser);
  const { page } = manager;
  await signIn(page, suite.server.url, 'gerant@volant.test');
  await dismissMissingItems(page);
  const orleans = sql<{ id: number }>("SELECT id FROM agencies WHERE name = 'Orléans Centre'")!.id;
  const tva20 = sql<{ id: number }>('SELECT id FROM tvas WHERE agency_id = ? AND rate_bp = 2000', orleans)!.id;
  const learner = sql<{ id: number; first_name: string; last_name: string }>(
    'SELECT id, first_name, last_name FROM learners WHERE agency_id = ? AND address IS NOT NULL AND archived = 0 ORDER BY id DESC LIMIT 1',
    orleans,
  )!;

  // Defect 1: an invoice whose customer has no street address is refused at validation, with the reason.
  const bare = sql<{ id: number }>('SELECT id FROM learners WHERE agency_id = ? AND archived = 0 AND id <> ? ORDER BY id LIMIT 1', orleans, learner.id)!;
  write('UPDATE learners SET address = NULL WHERE id = ?', bare.id);
  const bareDraft = await ok<{ id: number }>(page, 'POST', '/accounting/invoices', { agency: orleans, learner: bare.id, lines: [{ label: 'Leçon de conduite B (1 h)', quantity: 1, unitPriceTtc: 55, tva: tva20 }] });
  await page.goto(`${suite.server.url}/pieces-comptables/factures/${bareDraft.id}`);
  await page.getByRole('button', { name: 'Valider la facture' }).first().click();
  await page.getByRole('dialog', { name: 'Valider la facture' }).getByRole('button', { name: /Valider/ }).click();
  await page.getByText(/L’adresse du client est incomplète/).first().waitFor();
  await screenshot(page, 'walk-1-invoice-without-address');
  assert.equal(sql<{ number: string | null }>('SELECT number FROM bills WHERE id = ?', bareDraft.id)!.number, null, 'still a draft');

  // Defect 2: 1 319,92 € paid in full (400 € then 919,92 €), then a credit note of 109,99 €.
  const draft = await ok<{ id: number }>(page, 'POST', '/accounting/invoices', {
    agency: orleans,
    learner: learner.id,
    lines: [
      { label: 'Permis B – Formule 20 h', quantity: 1, unitPrice: 1008.27, tva: tva20 },
      { label: 'Frais de dossier', quantity: 1, unitPrice: 91.66, tva: tva20 },
    ],
  });
  const invoice = await ok<{ id: number; number: string; totalPriceTtc: number; lines: { id: number; label: string }[] }>(page, 'POST', `/accounting/invoices/${draft.id}/validate`);
  assert.equal(invoice.totalPriceTtc, 1319.92);
  const issuedText = await keepPdf(page, `/accounting/invoices/${invoice.id}/pdf`, 'invoice');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const first = await ok<{ id: number }>(page, 'POST', '/accounting/payments', { invoice: invoice.id, amount: 400, method: 'cheque', paidOn: today });
  await ok(page, 'POST', '/accounting/payments', { invoice: invoice.id, amount: 919.92, method: 'card', paidOn: today });
  const fees = invoice.lines.find((l) => l.label === 'Frais de dossier')!;
  const credit = await ok<{ id: number; number: string }>(page, 'POST', '/accounting/credit-notes', { invoice: invoice.id, reason: 'Frais de dossier offerts', lines: [{ invoiceLine: fees.id, quantity: 1 }] });
  await page.goto(`${suite.server.url}/pieces-comptables/factures/${invoice.id}`);
  await page.getByRole('heading', { name: `Facture ${invoice.number}` }).waitFor();
  await page.getByText('109,99 € à rembourser').first().waitFor();
  await screenshot(page, 'walk-2-refund-owed');
  const screen2 = await text(page);
  assert.ok(!/Reste à payer\s*:?\s*0,00/.test(screen2), 'no « Reste à payer 0,00 € »');
  const creditText = await keepPdf(page, `/accounting/credit-note/${credit.id}/pdf`, 'credit-note');
  assert.match(creditText, new RegExp(`Facture n° ${invoice.number} après cet avoir :\\s*109,99 € à rembourser`));
  const duplicate = await keepPdf(page, `/accounting/invoices/${invoice.id}/pdf`, 'invoice-duplicata');
  assert.match(duplicate, /DUPLICATA/);
  assert.equal(duplicate.replace(/^\s*DUPLICATA\s*/, '').replace(/\s+/g, ' ').trim(), issuedText.replace(/\s+/g, ' ').trim(), 'the DUPLICATA is the invoice as issued');

  // The refund, recorded from the screen.
  await page.getByRole('button', { name: 'Enregistrer un remboursement' }).first().click();
  const refundDialog = page.getByRole('dialog', { name: 'Enregistrer un remboursement' });
  await refundDialog.waitFor();
  await screenshot(page, 'walk-2-refund-dialog');
  await refundDialog.getByLabel(/Montant/).fill('109.99');
  await refundDialog.getByLabel(/Mode/).selectOption('transfer');
  await refundDialog.getByRole('button', { name: /Enregistrer/ }).click();
  await refundDialog.waitFor({ state: 'detached' });
  await page.getByText(/Payée/).first().waitFor();
  await screenshot(page, 'walk-2-refunded');
  const refund = sql<{ id: number }>("SELECT id FROM payments WHERE bill_id = ? AND kind = 'refund'", invoice.id)!;
  const refundText = await keepPdf(page, `/accounting/payments/${refund.id}/receipt`, 'refund');
  assert.match(refundText, /Remboursement n° RB-/);

  // Defect 3: the first receipt still says what was due after it.
  const receiptText = await keepPdf(page, `/accounting/payments/${first.id}/receipt`, 'receipt');
  assert.match(receiptText, /Reste à payer :\s*919,92 €/);

  // Defect 5: the credit note is in the Factures list.
  await page.goto(`${suite.server.url}/pieces-comptables/factures`);
  await page.getByText(credit.number).first().waitFor();
  await screenshot(page, 'walk-5-invoices-list');

  // Defect 8: the public quotation page, and the quotation's PDF.
  const quotation = sql<{ id: number; uuid: string }>('SELECT id, uuid FROM bills WHERE kind = \'quotation\' AND status = 1 AND agency_id = ? ORDER BY id LIMIT 1', orleans)!;
  await keepPdf(page, `/accounting/quotations/${quotation.id}/pdf`, 'quotation');
  const visitor = await newPage(suite.browser);
  await visitor.page.goto(`${suite.server.url}/devis/${quotation.uuid}`);
  await visitor.page.getByText(/N° TVA intracommunautaire|TVA intracommunautaire/).first().waitFor();
  await screenshot(visitor.page, 'walk-8-public-quotation');
  await visitor.close();

  // Defect 4: a day closure asks first, totals what was validated since the journal began, and is named in French.
  await page.goto(`${suite.server.url}/pieces-comptables?onglet=clotures`);
  await page.getByRole('button', { name: 'Clôturer' }).click();
  const confirmClosure = page.getByRole('dialog', { name: 'Clôturer la période ?' });
  await confirmClosure.waitFor();
  await screenshot(page, 'walk-4-closure-confirm');
  await confirmClosure.getByRole('button', { name: 'Clôturer' }).click();
  await confirmClosure.waitFor({ state: 'detached' });
  const closureRow = page.getByRole('row').filter({ hasText: 'Clôture journalière' }).first();
  await closureRow.waitFor();
  await screenshot(page, 'walk-4-closures');
  const closure = sql<{ cumulative_ttc_cents: number; period_start: string }>("SELECT cumulative_ttc_cents, period_start FROM ledger_closures WHERE period_type = 'day' ORDER BY id DESC LIMIT 1")!;
  assert.ok(closure.cumulative_ttc_cents > 0, `Cumul TTC ${closure.cumulative_ttc_cents}`);
  const archive = await api(page, 'GET', `/accounting/ledger/archive?from=${closure.period_start.slice(0, 4)}-01-01&to=${today}`);
  assert.equal(archive.status, 200);
  const files = unzipSync(Buffer.from(archive.base64 ?? '', 'base64'));
  const closures = strFromU8(files['clotures.csv']!);
  await writeFile(join(OUT, 'clotures.csv'), closures);
  assert.match(closures, /journalière|Journalière|jour/i);
  assert.doesNotMatch(closures, /;day;|,day,/);

  // Defect 7: a contract's PDF.
  const contract = sql<{ id: number }>('SELECT id FROM learner_contracts ORDER BY id LIMIT 1');
  if (contract) await keepPdf(page, `/contracts/learner-contract-display?contract=${contract.id}`, 'contract');
  await page.goto(`${suite.server.url}/pieces-comptables/contrat`);
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'walk-7-contracts');

  // Defect 6: the package form's « Prix saisi » TTC: 20 × 55,00 € = 1 100,00 €.
  const pkg = sql<{ id: number }>("SELECT id FROM packages WHERE agency_id = ? AND name = 'Permis B – Formule 20 h'", orleans)!;
  await page.goto(`${suite.server.url}/configuration/produits-prestations/formule/${pkg.id}`);
  await page.getByLabel('Prix saisi').waitFor();
  assert.equal(await page.getByLabel('Prix saisi').inputValue(), 'ttc');
  const lesson = page.getByLabel('Prix unitaire TTC – Leçon de conduite B (1 h)');
  await lesson.fill('55');
  await page.getByRole('row').filter({ has: lesson }).getByText(/1\s100,00\s€/).waitFor();
  await screenshot(page, 'walk-6-package-ttc');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText(/20 × 55,00\s€ TTC/).waitFor();
  await screenshot(page, 'walk-6-package-details');
  assert.deepEqual(
    sql("SELECT pi.unit_price_cents AS ht, pi.unit_price_ttc_cents AS ttc FROM package_items pi JOIN services s ON s.id = pi.service_id WHERE pi.package_id = ? AND s.code = 'LECB'", pkg.id),
    { ht: 4583, ttc: 5500 },
  );
  assert.deepEqual(manager.errors.filter((line) => !line.includes('status of 4')), []);
  await manager.close();

  // The secretary: the invoice with its refund, the list with the credit note.
  const secretary = await newPage(suite.browser);
  await signIn(secretary.page, suite.server.url, 'secretariat@volant.test');
  await dismissMissingItems(secretary.page);
  await secretary.page.goto(`${suite.server.url}/pieces-comptables/factures/${invoice.id}`);
  await secretary.page.getByRole('heading', { name: `Facture ${invoice.number}` }).waitFor();
  await screenshot(secretary.page, 'walk-secretary-invoice');
  await secretary.page.goto(`${suite.server.url}/pieces-comptables/factures`);
  await secretary.page.getByText(credit.number).first().waitFor();
  await screenshot(secretary.page, 'walk-secretary-invoices');
  await secretary.close();
});
