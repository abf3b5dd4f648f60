// Issue 23, defect 6: driving schools price VAT included; a line entered TTC keeps its TTC exact.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computeTotals, computeTotalsCents, unitHtOfTtcCents } from '../../../src/shared/accounting/totals';

test('20 lessons at 55,00 € TTC make 1 100,00 € TTC, not 1 099,92 €', () => {
  const ht = computeTotalsCents([{ quantityCenti: 2000, unitPriceCents: 4583, rateBp: 2000 }]);
  assert.equal(ht.totalTtcCents, 109_992, 'what an HT entry of 45,83 € gives');
  const ttc = computeTotalsCents([{ quantityCenti: 2000, unitPriceCents: unitHtOfTtcCents(5500, 2000), unitPriceTtcCents: 5500, rateBp: 2000 }]);
  assert.equal(ttc.totalTtcCents, 110_000);
  assert.equal(ttc.totalTvaCents, 18_333);
  assert.equal(ttc.totalHtCents, 91_667);
  assert.deepEqual(ttc.vat, [{ rateBp: 2000, baseHtCents: 91_667, tvaCents: 18_333 }]);
  assert.deepEqual(ttc.lines, [{ totalHtCents: 91_667, totalTvaCents: 18_333, totalTtcCents: 110_000 }]);
});

test('per rate, HT = TTC − TVA is computed once on the rate’s total TTC, so the breakdown adds up to the TTC entered', () => {
  // Three 0,05 € TTC lines at 20 %: the VAT of each would round to 0,01 € (0,03 €); on their sum, 0,03 € too,
  // and 7 × 1,99 € at 5,5 % plus 3 × 33,33 € at 10 %.
  const lines = [
    ...[1, 2, 3].map(() => ({ quantityCenti: 100, unitPriceCents: 4, unitPriceTtcCents: 5, rateBp: 2000 })),
    { quantityCenti: 700, unitPriceCents: 189, unitPriceTtcCents: 199, rateBp: 550 },
    { quantityCenti: 300, unitPriceCents: 3030, unitPriceTtcCents: 3333, rateBp: 1000 },
  ];
  const totals = computeTotalsCents(lines);
  assert.equal(totals.totalTtcCents, 15 + 1393 + 9999);
  for (const row of totals.vat) {
    const ttc = row.rateBp === 2000 ? 15 : row.rateBp === 550 ? 1393 : 9999;
    assert.equal(row.tvaCents, Math.round((ttc * row.rateBp) / (10_000 + row.rateBp)), `VAT at ${row.rateBp}`);
    assert.equal(row.baseHtCents + row.tvaCents, ttc, `HT + TVA = TTC at ${row.rateBp}`);
  }
  assert.equal(totals.totalHtCents + totals.totalTvaCents, totals.totalTtcCents);
  assert.deepEqual(totals.vat.map((r) => r.rateBp), [2000, 1000, 550]);
});

test('lines priced HT and TTC at the same rate: each part keeps its rule, and the totals still add up', () => {
  const totals = computeTotalsCents([
    { quantityCenti: 100, unitPriceCents: 8333, rateBp: 2000 },
    { quantityCenti: 2000, unitPriceCents: 4583, unitPriceTtcCents: 5500, rateBp: 2000 },
  ]);
  // 83,33 € HT → 16,67 € of VAT; 1 100,00 € TTC → 183,33 € of VAT included.
  assert.deepEqual(totals.vat, [{ rateBp: 2000, baseHtCents: 8333 + 91_667, tvaCents: 1667 + 18_333 }]);
  assert.equal(totals.totalTtcCents, 10_000 + 110_000, 'the HT line keeps its own TTC (83,33 + 16,67)');
});

test('the editor’s live totals in euros follow the same rule', () => {
  const totals = computeTotals([{ quantity: 20, unitPrice: Number.NaN, unitPriceTtc: 55, rate: 20 }]);
  assert.equal(totals.totalTtc, 1100);
  assert.equal(totals.totalHt, 916.67);
  assert.deepEqual(totals.lines, [{ totalHt: 916.67, totalTva: 183.33, totalTtc: 1100 }]);
});
