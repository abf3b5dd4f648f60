import { inflateSync } from 'node:zlib';

/** WinAnsi (cp1252) bytes 0x80–0x9F; the rest is Latin-1 (documents drawn with standard fonts). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWinAnsi(hex: string): string {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const byte = parseInt(hex.slice(i, i + 2), 16);
    out += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return out;
}

/** UTF-16BE hex (a ToUnicode destination) as text. */
function utf16(hex: string): string {
  const units: number[] = [];
  for (let i = 0; i + 3 < hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
}

/** The bfchar and bfrange entries of a ToUnicode CMap: 2-byte code → text. */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(code!, 16), utf16(text!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const first = parseInt(text!, 16);
      for (let code = parseInt(lo!, 16); code <= parseInt(hi!, 16); code += 1) map.set(code, String.fromCharCode(first + code - parseInt(lo!, 16)));
    }
  }
  return map;
}

interface RawPdf {
  /** Object number → the object's dictionary text (streams: the dictionary before `stream`). */
  dictionaries: Map<string, string>;
  /** Object number → the stream's decoded bytes as Latin-1 text. */
  streams: Map<string, string>;
}

function readObjects(buffer: Buffer): RawPdf {
  const text = buffer.toString('latin1');
  const dictionaries = new Map<string, string>();
  const streams = new Map<string, string>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)(stream\r?\n|endobj)/g)) {
    const number = match[1]!;
    dictionaries.set(number, match[2]!);
    if (match[3]!.startsWith('stream')) {
      const dataStart = match.index! + match[0].length;
      const end = text.indexOf('endstream', dataStart);
      if (end < 0) continue;
      const data = buffer.subarray(dataStart, end);
      try {
        streams.set(number, inflateSync(data).toString('latin1'));
      } catch {
        streams.set(number, data.toString('latin1'));
      }
    }
  }
  return { dictionaries, streams };
}

/** Font resource name → its ToUnicode map, for every font of the document. */
function fontMaps(pdf: RawPdf): Map<string, Map<number, string>> {
  const byObject = new Map<string, Map<number, string>>();
  for (const [number, dictionary] of pdf.dictionaries) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(dictionary);
    const cmap = toUnicode && pdf.streams.get(toUnicode[1]!);
    if (cmap) byObject.set(number, parseToUnicode(cmap));
  }
  const byName = new Map<string, Map<number, string>>();
  for (const dictionary of pdf.dictionaries.values()) {
    const fonts = /\/Font\s*<<([\s\S]*?)>>/.exec(dictionary);
    if (!fonts) continue;
    for (const [, name, number] of fonts[1]!.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+) 0 R/g)) {
      const map = byObject.get(number!);
      if (map) byName.set(name!, map);
    }
  }
  return byName;
}

/**
 * The text drawn in a PDF made by PdfWriter, one string per shown text, in drawing order: hex strings
 * of the embedded fonts decoded with their ToUnicode maps (WinAnsi for documents drawn with standard
 * fonts). PdfWriter saves without object streams so every dictionary is readable here. Used by the
 * tests and the CLI's smoke checks to read back what a generated document says; it is not a general
 * PDF text extractor.
 */
export function extractPdfText(bytes: Uint8Array): string[] {
  const pdf = readObjects(Buffer.from(bytes));
  const fonts = fontMaps(pdf);
  const texts: string[] = [];
  for (const content of pdf.streams.values()) {
    let font: Map<number, string> | undefined;
    for (const match of content.matchAll(/\/([^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (match[1] !== undefined) {
        font = fonts.get(match[1]);
        continue;
      }
      const hex = match[2]!;
      if (!font) {
        texts.push(decodeWinAnsi(hex));
        continue;
      }
      let text = '';
      for (let i = 0; i + 3 < hex.length; i += 4) text += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
      texts.push(text);
    }
  }
  return texts;
}

/** Everything a PdfWriter document says, joined with spaces (handy for `includes` checks). */
export function pdfPlainText(bytes: Uint8Array): string {
  return extractPdfText(bytes).join(' ').replace(/\u00a0/g, ' ');
}
