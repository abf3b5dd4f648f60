import { inflateSync } from 'node:zlib';

/** WinAnsi (cp1252) bytes 0x80–0x9F; the rest is Latin-1. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWinAnsi(hex: string): string {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const byte = parseInt(hex.slice(i, i + 2), 16);
    out += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return out;
}

/**
 * The text drawn in a PDF made by PdfWriter (standard fonts, WinAnsi hex strings in flate streams),
 * one string per shown text, in drawing order. Used by the tests and the CLI's smoke checks to read
 * back what a generated document says; it is not a general PDF text extractor.
 */
export function extractPdfText(bytes: Uint8Array): string[] {
  const buffer = Buffer.from(bytes);
  const texts: string[] = [];
  let from = 0;
  for (;;) {
    const start = buffer.indexOf('stream', from, 'latin1');
    if (start < 0) break;
    const dataStart = start + (buffer[start + 6] === 0x0d ? 8 : 7);
    const end = buffer.indexOf('endstream', dataStart, 'latin1');
    if (end < 0) break;
    from = end + 9;
    let content: string;
    try {
      content = inflateSync(buffer.subarray(dataStart, end)).toString('latin1');
    } catch {
      content = buffer.subarray(dataStart, end).toString('latin1');
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      texts.push(decodeWinAnsi(match[1]!));
    }
  }
  return texts;
}

/** Everything a PdfWriter document says, joined with spaces (handy for `includes` checks). */
export function pdfPlainText(bytes: Uint8Array): string {
  return extractPdfText(bytes).join(' ').replace(/\u00a0/g, ' ');
}
