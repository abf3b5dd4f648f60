// Issue 37, item 3: on lines priced VAT included, the PDF and the Factur-X printed « 20 × 45,83 € →
// 916,67 € HT » (20 × 45,83 = 916,60) and a credit note 2 × 45,83 = 91,67. Every line of a quotation,
// an invoice and a credit note now gives quantity × unit price = line amount to the cent (EN 16931
// BR-LIN-04), the unit price carried with the decimals it needs (45,8335 €; 45,835 €).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { CreditNote, InvoiceDetails } from '../../../src/modules/invoices/types';
import type { QuotationDetails } from '../../../src/modules/quotations/types';
import type { TestApp } from '../helpers';
import { element } from '../pdf/pdfa-check';
import { learnersOf, managerAtOrleans, validatedInvoice, type Api } from './client';
import { attachedXml, pdfText } from './pdf-read';

let t: TestApp;
let gerant: Api;
let orleans: number;
let learner: number;
let lines: Record<string, unknown>[];

before(async () => {
  const setup = await managerAtOrleans();
  ({ t, gerant, orleans } = setup);
  learner = (await learnersOf(t, orleans, 1))[0]!;
  lines = [
    { label: 'Leçon de conduite B (1 h)', quantity: 20, unitPriceTtc: 55, tva: setup.tva['20'] },
    { label: 'Frais d’inscription', quantity: 1, unitPrice: 83.33, tva: setup.tva['20'] },
    { label: 'Livre de code', quantity: 3, unitPriceTtc: 19.9, tva: setup.tva['5.5'] },
  ];
});
after(() => t.close());

/** « 20 45,8335 € 20 % 916,67 € »: the PDF's row of a line, quantity, unit price HT, rate, total HT. */
const row = (quantity: string, price: string, rate: string, totalHt: string) => `${quantity} ${price} € ${rate} % ${totalHt} €`;

/** Every line of a Factur-X: BilledQuantity × ChargeAmount = LineTotalAmount (BR-LIN-04). */
function assertLinesExact(xml: string): string[] {
  const items = xml.split('<ram:IncludedSupplyChainTradeLineItem>').slice(1);
  assert.ok(items.length > 0);
  return items.map((item) => {
    const price = element(item, 'ram:ChargeAmount')!;
    const quantity = Number(element(item, 'ram:BilledQuantity'));
    const total = Math.round(Number(element(item, 'ram:LineTotalAmount')) * 100);
    assert.equal(Math.round(Number(price) * quantity * 100), total, `BR-LIN-04: ${quantity} × ${price}`);
    return price;
  });
}

test('a quotation prints 20 × 45,8335 € = 916,67 € HT', async () => {
  const quotation = await gerant.post<QuotationDetails>('/accounting/quotations', { agency: orleans, learner, lines });
  assert.equal(quotation.status, 201, JSON.stringify(quotation.body));
  const text = pdfText((await gerant.get(`/accounting/quotations/${quotation.body.id}/pdf`)).bytes);
  assert.ok(text.includes(row('20', '45,8335', '20', '916,67')), text);
  assert.ok(text.includes(row('1', '83,33', '20', '83,33')), 'a line priced HT keeps its price to the cent');
  assert.ok(text.includes(row('3', '18,863', '5,5', '56,59')), text);
});

test('an invoice and its credit note: PDF and Factur-X lines add up to the cent', async () => {
  const invoice: InvoiceDetails = await validatedInvoice(gerant, { agency: orleans, learner, lines });
  const pdf = (await gerant.get(`/accounting/invoices/${invoice.id}/pdf`)).bytes;
  assert.ok(pdfText(pdf).includes(row('20', '45,8335', '20', '916,67')), pdfText(pdf));
  assert.deepEqual(assertLinesExact(attachedXml(pdf)), ['45.8335', '83.33', '18.863']);

  const credit = await gerant.post<CreditNote>('/accounting/credit-notes', { invoice: invoice.id, reason: 'Deux leçons annulées', lines: [{ invoiceLine: invoice.lines[0]!.id, quantity: 2 }] });
  assert.equal(credit.status, 201, JSON.stringify(credit.body));
  const creditPdf = (await gerant.get(`/accounting/credit-note/${credit.body.id}/pdf`)).bytes;
  assert.ok(pdfText(creditPdf).includes(row('2', '45,835', '20', '91,67')), pdfText(creditPdf));
  assert.deepEqual(assertLinesExact(attachedXml(creditPdf)), ['45.835']);
});
