import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PdfWriter } from '../../../server/pdf/document';
import { pdfPlainText } from '../../../cli/smoke/pdf-text';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { assertPdfA } from './pdfa-check';

let t: TestApp;
let gerant: string;

before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
});
after(() => t.close());

async function download(path: string): Promise<Uint8Array> {
  const res = await t.app.request(`/api${path}`, bearer(gerant));
  assert.equal(res.status, 200, `${path}: ${res.status}`);
  assert.equal(res.headers.get('content-type'), 'application/pdf');
  return new Uint8Array(await res.arrayBuffer());
}

const FRENCH = 'Élève : « Reste à payer » 1 234,50\u202f€ — œuvre, leçon, Noël, garçon, cœur, déjà';

describe('PDF/A for every document the server draws (PDF/A-3b with Factur-X for invoices and credit notes, else PDF/A-2b)', () => {
  test('PdfWriter: DejaVu Sans subsets with Unicode maps, XMP, sRGB output intent; accents survive', async () => {
    const pdf = await PdfWriter.create({ title: 'Essai — « accents »', footer: 'Pied de page – Auto-école', author: 'Auto-école du Centre' });
    pdf.heading(FRENCH);
    pdf.table([{ header: 'Désignation', width: 0.7 }, { header: 'Montant', width: 0.3, align: 'right' }], [['Leçon de conduite', '55,00\u202f€']]);
    const bytes = await pdf.save();
    const facts = await assertPdfA(bytes, { part: 2, title: 'Essai — « accents »' });
    assert.equal(facts.fonts.length, 2, 'regular and bold');
    assert.ok(facts.fonts.some((f) => /\+DejaVuSans-Bold\s/.test(f)) && facts.fonts.some((f) => /\+DejaVuSans\s/.test(f)));
    assert.match(facts.info, /Title:\s+Essai — « accents »/);
    assert.match(facts.info, /Author:\s+Auto-école du Centre/);

    // poppler extracts the text through the ToUnicode maps; our own reader does too.
    const dir = mkdtempSync(join(tmpdir(), 'volant-pdfa-'));
    try {
      writeFileSync(join(dir, 'd.pdf'), bytes);
      const text = execFileSync('pdftotext', [join(dir, 'd.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      assert.ok(text.includes(FRENCH.replace(/\s+/g, ' ')), text);
      // Rendered: the page is not blank where the heading is drawn (glyphs exist in the subset).
      execFileSync('pdftoppm', ['-r', '30', '-gray', '-f', '1', '-l', '1', join(dir, 'd.pdf'), join(dir, 'p')]);
      const pgm = readFileSync(join(dir, 'p-1.pgm'));
      const pixels = pgm.subarray(pgm.indexOf('255\n', 2) + 4);
      assert.ok(pixels.some((v) => v < 100), 'ink on the page');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    assert.ok(pdfPlainText(bytes).replace(/\s+/g, ' ').includes(FRENCH.replace(/\s+/g, ' ')));
  });

  test('a character no embedded glyph draws becomes « ? », never the .notdef glyph', async () => {
    const pdf = await PdfWriter.create({ title: 'Glyphes' });
    pdf.text('Nom : \u{13000} Ω');
    const bytes = await pdf.save();
    assert.ok(pdfPlainText(bytes).includes('Nom : ? Ω'));
    await assertPdfA(bytes, { part: 2 });
  });

  test('invoices, credit notes, quotations, receipts, contracts, slot documents and reports', async () => {
    const db = t.deps.db;
    const bill = (kind: 'invoice' | 'credit_note' | 'quotation') =>
      db.selectFrom('bills').select('id').where('kind', '=', kind).where('number', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const invoice = await bill('invoice');
    const creditNote = await bill('credit_note');
    const quotation = await bill('quotation');
    const payment = await db.selectFrom('payments').select('id').orderBy('id').executeTakeFirstOrThrow();
    const contract = await db.selectFrom('learner_contracts').select('id').orderBy('id').executeTakeFirstOrThrow();
    const slot = await db
      .selectFrom('planning_slots')
      .select('planning_slots.id')
      .where((eb) => eb.exists(eb.selectFrom('planning_slot_learners').select('slot_id').whereRef('planning_slot_learners.slot_id', '=', 'planning_slots.id')))
      .orderBy('planning_slots.id')
      .executeTakeFirstOrThrow();
    const structure = t.ids.centre.structureId;
    const documents: Record<string, string> = {
      invoice: `/accounting/invoices/${invoice.id}/pdf`,
      'credit note': `/accounting/credit-note/${creditNote.id}/pdf`,
      quotation: `/accounting/quotations/${quotation.id}/pdf`,
      receipt: `/accounting/payments/${payment.id}/receipt`,
      contract: `/contracts/learner-contract-display?contract=${contract.id}`,
      convocation: `/plannings/slot-convocation-pdf/${slot.id}`,
      'attendance sheet': `/plannings/slot-attendance-sheet-pdf/${slot.id}`,
      report: `/accounting-edition/educational-financial-reports?structure=${structure}&startDate=2026-01-01&endDate=2026-12-31`,
    };
    for (const [kind, path] of Object.entries(documents)) {
      const bytes = await download(path);
      await assert.doesNotReject(assertPdfA(bytes, { part: kind === 'invoice' || kind === 'credit note' ? 3 : 2 }), kind);
    }
  });
});
