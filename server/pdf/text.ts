/**
 * French text as the PDF standard fonts can draw it (WinAnsi): accents, œ, ’ and € are kept;
 * the narrow no-break space of fr-FR number formatting becomes a no-break space; anything else
 * outside WinAnsi (emoji, other scripts) becomes '?' rather than failing the whole document.
 */
const WINANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((c) => c.codePointAt(0)!));

export function winAnsi(text: string): string {
  let out = '';
  for (const char of text.replace(/[\u202f\u2009\u2007]/g, '\u00a0').replace(/[\u2010\u2011]/g, '-')) {
    const code = char.codePointAt(0)!;
    if (char === '\n' || char === '\t') out += ' ';
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WINANSI_EXTRA.has(code)) out += char;
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
