/**
 * French text as the document's embedded font can draw it: the narrow no-break space of fr-FR
 * number formatting becomes a no-break space, hyphen variants a hyphen, tabs and line breaks a space;
 * a character the font has no glyph for (emoji, rare scripts) becomes '?' rather than the font's
 * .notdef glyph, which PDF/A forbids showing.
 */
export function printable(text: string, covers: (codePoint: number) => boolean): string {
  let out = '';
  for (const char of text.replace(/[\u202f\u2009\u2007]/g, '\u00a0').replace(/[\u2010\u2011]/g, '-')) {
    const code = char.codePointAt(0)!;
    if (char === '\n' || char === '\t') out += ' ';
    else if (code >= 0x20 && covers(code)) out += char;
    else out += '?';
  }
  return out;
}

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** « 1 234,50 € » from cents. */
export function formatCents(cents: number): string {
  return euros.format(cents / 100);
}

/** « 20 % », « 5,5 % » from a rate in percent. */
export function formatRate(rate: number): string {
  return `${decimal.format(rate)} %`;
}

/** 'DD/MM/YYYY' of an ISO date or date-time (UTC calendar day of a date-time). */
export function formatDay(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
