/**
 * Amounts of a quotation, invoice or credit note, computed the same way by the editor (live totals)
 * and by the reference server (stored totals). A line priced excluding VAT: its HT is quantity × unit
 * price rounded to the cent, and VAT is computed per rate on the sum of the HT of that rate (the French
 * VAT breakdown). A line priced VAT included (driving schools price so): its TTC is quantity × TTC unit
 * price rounded to the cent, exactly; per rate, the VAT included in the sum of those TTC is taken out of
 * it once (TVA = TTC × t / (1 + t)) and HT = TTC − TVA. Either way the document's VAT equals the sum of
 * its breakdown, and HT + TVA = TTC.
 */

export interface LineAmountsInput {
  /** Quantity in hundredths (1,5 h = 150). */
  quantityCenti: number;
  /** Unit price excluding VAT (derived, for display, when the line is priced VAT included). */
  unitPriceCents: number;
  /** Unit price VAT included when the line was entered so; null or absent: priced excluding VAT. */
  unitPriceTtcCents?: number | null;
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
/** The VAT included in an amount VAT included. */
const includedVatOf = (ttcCents: number, rateBp: number) => Math.round((ttcCents * rateBp) / (10_000 + rateBp));

export const isTtcPriced = (line: LineAmountsInput): line is LineAmountsInput & { unitPriceTtcCents: number } =>
  line.unitPriceTtcCents !== null && line.unitPriceTtcCents !== undefined;

export function lineHtCents(line: LineAmountsInput): number {
  if (isTtcPriced(line)) {
    const ttc = Math.round((line.quantityCenti * line.unitPriceTtcCents) / 100);
    return ttc - includedVatOf(ttc, line.rateBp);
  }
  return Math.round((line.quantityCenti * line.unitPriceCents) / 100);
}

/** The unit price excluding VAT shown for a unit price VAT included (rounded to the cent). */
export function unitHtOfTtcCents(unitPriceTtcCents: number, rateBp: number): number {
  return Math.round((unitPriceTtcCents * 10_000) / (10_000 + rateBp));
}

export function computeTotalsCents(lines: readonly LineAmountsInput[]): TotalsCents {
  // Per rate: the HT of the lines priced HT, the TTC of the lines priced TTC.
  const byRate = new Map<number, { ht: number; ttc: number }>();
  const amounts = lines.map((line) => {
    const sums = byRate.get(line.rateBp) ?? { ht: 0, ttc: 0 };
    byRate.set(line.rateBp, sums);
    if (isTtcPriced(line)) {
      const ttc = Math.round((line.quantityCenti * line.unitPriceTtcCents) / 100);
      sums.ttc += ttc;
      const tva = includedVatOf(ttc, line.rateBp);
      return { totalHtCents: ttc - tva, totalTvaCents: tva, totalTtcCents: ttc };
    }
    const ht = lineHtCents(line);
    sums.ht += ht;
    const tva = vatOf(ht, line.rateBp);
    return { totalHtCents: ht, totalTvaCents: tva, totalTtcCents: ht + tva };
  });
  const vat = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rateBp, { ht, ttc }]) => {
      const included = includedVatOf(ttc, rateBp);
      return { rateBp, baseHtCents: ht + ttc - included, tvaCents: vatOf(ht, rateBp) + included };
    });
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
  /** Unit price VAT included, when the line is entered so (then `unitPrice` is not read). */
  unitPriceTtc?: number | null;
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
      unitPriceTtcCents: line.unitPriceTtc === null || line.unitPriceTtc === undefined ? null : toCents(safe(line.unitPriceTtc)),
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

/** The totals input of a stored line (`bill_lines` row), whichever way it was priced. */
export function storedLineInput(row: { quantity_centi: number; unit_price_cents: number; unit_price_ttc_cents: number | null; tva_rate_bp: number }): LineAmountsInput {
  return { quantityCenti: row.quantity_centi, unitPriceCents: row.unit_price_cents, unitPriceTtcCents: row.unit_price_ttc_cents, rateBp: row.tva_rate_bp };
}
