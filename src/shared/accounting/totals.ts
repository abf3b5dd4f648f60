/**
 * Amounts of a quotation, invoice or credit note, computed the same way by the editor (live totals)
 * and by the reference server (stored totals): each line's HT is quantity × unit price rounded to the
 * cent; VAT is computed per rate on the sum of the HT of that rate (the French VAT breakdown), so the
 * document's VAT equals the sum of its breakdown.
 */

export interface LineAmountsInput {
  /** Quantity in hundredths (1,5 h = 150). */
  quantityCenti: number;
  unitPriceCents: number;
  /** VAT rate in hundredths of a percent (20 % = 2000). */
  rateBp: number;
}

export interface LineAmounts {
  totalHtCents: number;
  totalTvaCents: number;
  totalTtcCents: number;
}

export interface VatBreakdownCents {
  rateBp: number;
  baseHtCents: number;
  tvaCents: number;
}

export interface TotalsCents {
  lines: LineAmounts[];
  vat: VatBreakdownCents[];
  totalHtCents: number;
  totalTvaCents: number;
  totalTtcCents: number;
}

const vatOf = (baseCents: number, rateBp: number) => Math.round((baseCents * rateBp) / 10_000);

export function lineHtCents(line: LineAmountsInput): number {
  return Math.round((line.quantityCenti * line.unitPriceCents) / 100);
}

export function computeTotalsCents(lines: readonly LineAmountsInput[]): TotalsCents {
  const byRate = new Map<number, number>();
  const amounts = lines.map((line) => {
    const ht = lineHtCents(line);
    byRate.set(line.rateBp, (byRate.get(line.rateBp) ?? 0) + ht);
    const tva = vatOf(ht, line.rateBp);
    return { totalHtCents: ht, totalTvaCents: tva, totalTtcCents: ht + tva };
  });
  const vat = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rateBp, baseHtCents]) => ({ rateBp, baseHtCents, tvaCents: vatOf(baseHtCents, rateBp) }));
  const totalHtCents = vat.reduce((sum, row) => sum + row.baseHtCents, 0);
  const totalTvaCents = vat.reduce((sum, row) => sum + row.tvaCents, 0);
  return { lines: amounts, vat, totalHtCents, totalTvaCents, totalTtcCents: totalHtCents + totalTvaCents };
}

/** Euros (API) → cents (database), and back. */
export const toCents = (euros: number): number => Math.round(euros * 100);
export const toEuros = (cents: number): number => cents / 100;

export interface LineInputEuros {
  quantity: number;
  unitPrice: number;
  /** Percent (20, 5.5). */
  rate: number;
}

export interface Totals {
  lines: { totalHt: number; totalTva: number; totalTtc: number }[];
  vat: { rate: number; baseHt: number; tva: number }[];
  totalHt: number;
  totalTva: number;
  totalTtc: number;
}

/** The same computation in euros, for the editor's live totals (invalid numbers count as 0). */
export function computeTotals(lines: readonly LineInputEuros[]): Totals {
  const safe = (value: number) => (Number.isFinite(value) ? value : 0);
  const cents = computeTotalsCents(
    lines.map((line) => ({
      quantityCenti: Math.round(safe(line.quantity) * 100),
      unitPriceCents: toCents(safe(line.unitPrice)),
      rateBp: Math.round(safe(line.rate) * 100),
    })),
  );
  return {
    lines: cents.lines.map((l) => ({ totalHt: toEuros(l.totalHtCents), totalTva: toEuros(l.totalTvaCents), totalTtc: toEuros(l.totalTtcCents) })),
    vat: cents.vat.map((v) => ({ rate: v.rateBp / 100, baseHt: toEuros(v.baseHtCents), tva: toEuros(v.tvaCents) })),
    totalHt: toEuros(cents.totalHtCents),
    totalTva: toEuros(cents.totalTvaCents),
    totalTtc: toEuros(cents.totalTtcCents),
  };
}
