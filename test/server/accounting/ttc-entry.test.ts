import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CreditNote, InvoiceDetails } from '../../../src/modules/invoices/types';
import type { QuotationDetails } from '../../../src/modules/quotations/types';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { filenameFromDisposition } from '../../../src/shared/api/client';
import { apiAs, learnersOf, tvasOf, type Api } from './client';
import { checkFec, total } from './fec-format';

// Issue 23, defect 6: a line priced VAT included keeps quantity × TTC unit price exact, through the
// stored totals, the VAT breakdown, the credit note, the fiscal chain and the PDF.
let t: TestApp;
let gerant: Api;
let orleans: number;
let learner: number;
let tva20: number;
let tva55: number;

before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  orleans = t.ids.centre.agencies.orleans;
  learner = (await learnersOf(t, orleans, 12))[10]!;
  await t.deps.db.updateTable('learners').set({ address: '2 rue Royale', postal_code: '45000', city: 'Orléans' }).where('id', '=', learner).execute();
  const tvas = await tvasOf(t, orleans);
  tva20 = tvas['20']!;
  tva55 = tvas['5.5']!;
});
after(() => t.close());

describe('prices entered VAT included', () => {
  test('20 lessons at 55,00 € TTC: 1 100,00 € TTC, HT derived, the VAT breakdown per rate', async () => {
    const res = await gerant.post<InvoiceDetails>('/accounting/invoices', {
      agency: orleans,
      learner,
      lines: [
        { label: 'Leçon de conduite B (1 h)', quantity: 20, unitPriceTtc: 55, tva: tva20 },
        { label: 'Livre de code', quantity: 3, unitPriceTtc: 19.9, tva: tva55 },
        { label: 'Frais d’inscription', quantity: 1, unitPrice: 83.33, tva: tva20 },
      ],
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const invoice = res.body;
    const [lessons, books, fee] = invoice.lines;
    assert.deepEqual([lessons!.unitPriceTtc, lessons!.unitPrice, lessons!.totalTtc, lessons!.totalHt, lessons!.totalTva], [55, 45.83, 1100, 916.67, 183.33]);
    assert.deepEqual([books!.unitPriceTtc, books!.totalTtc], [19.9, 59.7]);
    assert.deepEqual([fee!.unitPriceTtc, fee!.unitPrice, fee!.totalTtc], [null, 83.33, 100]);
    // 20 %: 916,67 (TTC 1 100,00 − 183,33) + 83,33 HT; 5,5 %: 59,70 TTC of which 3,11 VAT.
    assert.deepEqual(
      invoice.vat.map((r) => [r.rate, r.baseHt, r.tva]),
      [
        [20, 1000, 200],
        [5.5, 56.59, 3.11],
      ],
    );
    assert.equal(invoice.totalPriceTtc, 1100 + 59.7 + 100);
    assert.equal(Math.round((invoice.totalPriceHt + invoice.totalTva) * 100), Math.round(invoice.totalPriceTtc * 100));

    const validated = await gerant.post<InvoiceDetails>(`/accounting/invoices/${invoice.id}/validate`);
    assert.equal(validated.status, 200, JSON.stringify(validated.body));
    assert.equal(validated.body.totalPriceTtc, 1259.7);

    // Two lessons credited: 110,00 € TTC exactly.
    const credit = await gerant.post<CreditNote>('/accounting/credit-notes', { invoice: invoice.id, reason: 'Deux leçons annulées', lines: [{ invoiceLine: lessons!.id, quantity: 2 }] });
    assert.equal(credit.status, 201, JSON.stringify(credit.body));
    assert.equal(credit.body.totalPriceTtc, 110);

    // The fiscal chain recomputes both documents from their rows and finds them as issued.
    const verify = await gerant.get<{ findings: unknown[] }>('/accounting/ledger/verify');
    assert.deepEqual(verify.body.findings, []);
    const pdf = await gerant.get(`/accounting/invoices/${invoice.id}/pdf`);
    assert.equal(pdf.status, 200);

    // The FEC writes the invoice as issued: customer debited 1 259,70 €, VAT credited per rate, balanced.
    const year = Number(invoice.issueDate.slice(0, 4));
    const fec = await gerant.get(`/accounting/ledger/fec?year=${year}`);
    const rows = checkFec(fec.bytes, filenameFromDisposition(fec.headers.get('content-disposition')) ?? '', '812345678', year);
    const entry = rows.filter((r) => r.PieceRef === validated.body.number);
    assert.ok(entry.length > 0, 'the invoice is in the sales journal');
    assert.equal(total(entry, 'Debit'), total(entry, 'Credit'));
    assert.equal(total(entry, 'Debit'), 125_970);
  });

  test('a quotation line priced TTC keeps its price when it becomes an invoice; a line without any price is refused', async () => {
    const q = await gerant.post<QuotationDetails>('/accounting/quotations', { agency: orleans, learner, lines: [{ label: 'Leçon', quantity: 20, unitPriceTtc: 55, tva: tva20 }] });
    assert.equal(q.status, 201, JSON.stringify(q.body));
    assert.equal(q.body.totalPriceTtc, 1100);
    const invoice = await gerant.post<InvoiceDetails>('/accounting/bills/transform', { bill: q.body.id });
    assert.equal(invoice.body.lines[0]!.unitPriceTtc, 55);
    assert.equal(invoice.body.totalPriceTtc, 1100);
    const bad = await gerant.post('/accounting/quotations', { agency: orleans, learner, lines: [{ label: 'Leçon', quantity: 1, tva: tva20 }] });
    assert.equal(bad.status, 422);
    assert.equal(bad.body.violations?.[0]?.propertyPath, 'lines.0.unitPrice');
  });
});
