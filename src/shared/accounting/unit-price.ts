/**
 * The net unit price (excluding VAT) a document prints for a line, so that quantity × unit price gives
 * the line's net amount to the cent (EN 16931 BR-LIN-04: line net amount = quantity × net price / base
 * quantity). A line priced excluding VAT keeps its price to the cent (its amount is computed from it).
 * A line priced VAT included has its net amount derived from its TTC (20 × 55,00 € TTC = 1 100,00 €,
 * of which 916,67 € HT): its price rounded to the cent (45,83 €) would give 916,60 €, so it is carried
 * with as few more decimals as make the product exact (45,8335 €), at most 8 (the item net price,
 * BT-146, has no decimal limit in EN 16931; only amounts are bounded to two, BR-DEC-23).
 */

const MAX_DECIMALS = 8;

/** The decimal text of `units` × 10^-decimals, at least two decimals, trailing zeros beyond them dropped. */
function decimalText(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '').padEnd(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** `numerator / denominator` rounded half away from zero (denominator > 0). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const half = denominator / 2n;
  return numerator >= 0n ? (numerator + half) / denominator : -((-numerator + half) / denominator);
}

/**
 * The unit price, as a decimal text with a point (« 45.8335 »), such that quantity × price rounded to
 * the cent is the line's net amount: the stored price to the cent when it does, else the net amount
 * divided by the quantity with the fewest decimals that do.
 */
export function exactUnitPrice(line: { quantityCenti: number; unitPriceCents: number; totalHtCents: number }): string {
  const quantity = BigInt(line.quantityCenti);
  const amount = BigInt(line.totalHtCents);
  if (quantity <= 0n) return decimalText(BigInt(line.unitPriceCents), 2);
  // quantity × price in cents = quantityCenti / 100 × priceUnits / 10^(d-2) = quantityCenti × priceUnits / 10^d.
  const gives = (priceUnits: bigint, decimals: number) => divideRounded(quantity * priceUnits, 10n ** BigInt(decimals)) === amount;
  if (gives(BigInt(line.unitPriceCents), 2)) return decimalText(BigInt(line.unitPriceCents), 2);
  for (let decimals = 2; decimals <= MAX_DECIMALS; decimals += 1) {
    const priceUnits = divideRounded(amount * 10n ** BigInt(decimals), quantity);
    if (gives(priceUnits, decimals)) return decimalText(priceUnits, decimals);
  }
  return decimalText(divideRounded(amount * 10n ** BigInt(MAX_DECIMALS), quantity), MAX_DECIMALS);
}

/** The same for a document's line as the API gives it (euros). */
export function lineUnitPrice(line: { quantity: number; unitPrice: number; totalHt: number }): string {
  return exactUnitPrice({ quantityCenti: Math.round(line.quantity * 100), unitPriceCents: Math.round(line.unitPrice * 100), totalHtCents: Math.round(line.totalHt * 100) });
}

const unitPriceFormats = new Map<string, Intl.NumberFormat>();

/** A unit price as printed: « 45,8335 € » (two decimals at least, as many as it carries). */
export function formatUnitPrice(price: string, currency = 'EUR'): string {
  let format = unitPriceFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: MAX_DECIMALS });
    unitPriceFormats.set(currency, format);
  }
  return format.format(Number(price));
}
