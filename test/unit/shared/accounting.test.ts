// Pure rules of the accounting area: amounts, VAT breakdown, status transitions, line drafts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkDrafts, draftTotals, type LineDraft } from '../../../src/shared/accounting/drafts';
import { canMoveQuotation, invoicePaymentStatus, isQuotationEditable } from '../../../src/shared/accounting/status';
import { computeTotals, computeTotalsCents } from '../../../src/shared/accounting/totals';

test('VAT is computed per rate on the sum of the HT of that rate, so the breakdown adds up', () => {
  // Three lines at 20 % whose line-by-line VAT would round to 0,02 € too much.
  const lines = [1, 2, 3].map(() => ({ quantityCenti: 100, unitPriceCents: 1, rateBp: 2000 })).concat([{ quantityCenti: 150, unitPriceCents: 4583, rateBp: 2000 }]);
  const totals = computeTotalsCents(lines);
  assert.equal(totals.totalHtCents, 3 + 6875);
  assert.equal(totals.totalTvaCents, Math.round((6878 * 2000) / 10_000));
  assert.equal(totals.totalTtcCents, totals.totalHtCents + totals.totalTvaCents);
  const mixed = computeTotals([
    { quantity: 20, unitPrice: 45.83, rate: 20 },
    { quantity: 1, unitPrice: 100, rate: 0 },
    { quantity: 2, unitPrice: 10, rate: 5.5 },
  ]);
  assert.deepEqual(mixed.vat.map((v) => [v.rate, v.baseHt, v.tva]), [[20, 916.6, 183.32], [5.5, 20, 1.1], [0, 100, 0]]);
  assert.equal(mixed.totalTtc, 1221.02);
  assert.equal(computeTotals([{ quantity: Number.NaN, unitPrice: 10, rate: 20 }]).totalTtc, 0, 'an unfinished line counts as 0');
});

test('quotation transitions and the payment status of an invoice', () => {
  assert.equal(canMoveQuotation(0, 3), true);
  assert.equal(canMoveQuotation(4, 3), false, 'an accepted quotation is not validated again');
  assert.equal(canMoveQuotation(-1, 1), false, 'a refused quotation stays refused');
  assert.equal(isQuotationEditable(2), true);
  assert.equal(isQuotationEditable(3), false);
  assert.equal(invoicePaymentStatus(10_000, 0), 5);
  assert.equal(invoicePaymentStatus(10_000, 2_500), 6);
  assert.equal(invoicePaymentStatus(10_000, 10_000), 7);
  assert.equal(invoicePaymentStatus(0, 0), 7, 'nothing to pay is paid');
});

test('line drafts are checked with the server’s schema, with French messages on their fields', () => {
  const draft = (patch: Partial<LineDraft>): LineDraft => ({ key: 'k', label: 'Leçon', quantity: '1', unitPrice: '45,83', tva: '3', service: null, package: null, ...patch });
  const ok = checkDrafts([draft({})]);
  assert.ok(ok.ok && ok.lines[0]!.unitPrice === 45.83, 'a decimal comma is read');
  const bad = checkDrafts([draft({ quantity: '-2' }), draft({ unitPrice: 'abc', tva: '' }), draft({ label: ' ' })]);
  assert.ok(!bad.ok);
  if (!bad.ok) {
    assert.equal(bad.errors['lines.0.quantity'], 'La quantité doit être positive.');
    assert.equal(bad.errors['lines.1.unitPrice'], 'Le prix unitaire doit être un nombre.');
    assert.equal(bad.errors['lines.1.tva'], 'Choisissez un taux de TVA.');
    assert.equal(bad.errors['lines.2.label'], 'Le libellé est obligatoire.');
  }
  const totals = draftTotals([draft({ quantity: '2', unitPrice: '10' }), draft({ quantity: '1', unitPrice: '5', tva: '9' })], (d) => (d.tva === '3' ? 20 : 0));
  assert.equal(totals.totalHt, 25);
  assert.equal(totals.totalTtc, 29);
});
