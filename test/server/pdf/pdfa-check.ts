// Reads back what makes a generated PDF a PDF/A (level B) with the tools a reviewer would use:
// qpdf --check, poppler's pdffonts and pdfinfo, and the XMP packet parsed by libxml2 (xmllint-wasm).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

function withFile<T>(bytes: Uint8Array, run: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'volant-pdfa-'));
  const path = join(dir, 'document.pdf');
  try {
    writeFileSync(path, bytes);
    return run(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The XMP packet of the catalog (left unfiltered by PdfWriter). */
export function xmpOf(bytes: Uint8Array): string {
  const text = Buffer.from(bytes).toString('utf8');
  const start = text.indexOf('<x:xmpmeta');
  const end = text.indexOf('</x:xmpmeta>');
  assert.ok(start >= 0 && end > start, 'an XMP packet');
  return text.slice(start, end + '</x:xmpmeta>'.length);
}

/** The content of the first element `name` (prefix included, optionally with attributes: `ram:ID schemeID="VA"`). */
export function element(xml: string, name: string): string | undefined {
  const tag = name.split(' ')[0]!;
  return new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(xml)?.[1];
}

export interface PdfAFacts {
  part: string;
  title: string | undefined;
  fonts: string[];
  info: string;
}

/** Asserts the PDF/A mechanics of `bytes` and answers what it found. */
export async function assertPdfA(bytes: Uint8Array, expected: { part: 2 | 3; title?: string }): Promise<PdfAFacts> {
  const facts = withFile(bytes, (path) => {
    const check = execFileSync('qpdf', ['--check', path], { encoding: 'utf8' });
    assert.match(check, /No syntax or stream encoding errors found/, check);
    const fonts = execFileSync('pdffonts', [path], { encoding: 'utf8' }).trim().split('\n').slice(2);
    const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
    return { fonts, info };
  });
  assert.ok(facts.fonts.length > 0, 'the document uses fonts');
  for (const font of facts.fonts) {
    // name, type…, then « emb sub uni » and the object id
    assert.match(font, /^[A-Z]{6}\+\S+\s.*\byes\s+yes\s+yes\s+\d+\s+\d+$/, `embedded, subsetted, with a Unicode map: ${font}`);
  }
  assert.match(facts.info, /Metadata Stream:\s+yes/);
  assert.match(facts.info, /Encrypted:\s+no/);

  const xmp = xmpOf(bytes);
  const parsed = await validateXML({ xml: [{ fileName: 'xmp.xml', contents: xmp }], normalization: 'format' });
  assert.ok(parsed.valid, `the XMP is well-formed XML: ${parsed.rawOutput}`);
  const part = element(xmp, 'pdfaid:part');
  assert.equal(part, String(expected.part));
  assert.equal(element(xmp, 'pdfaid:conformance'), 'B');
  const title = /<dc:title><rdf:Alt><rdf:li xml:lang="x-default">([^<]*)</.exec(xmp)?.[1];
  if (expected.title !== undefined) assert.equal(title, expected.title);
  assert.match(xmp, /<dc:language><rdf:Bag><rdf:li>fr-FR<\/rdf:li>/);
  assert.match(xmp, /<pdf:Producer>Volant<\/pdf:Producer>/);

  // Catalog entries (PdfWriter saves without object streams, so dictionaries are plain text).
  const raw = Buffer.from(bytes).toString('latin1');
  assert.match(raw, /\/OutputIntents \[/, 'an output intent');
  assert.match(raw, /\/S \/GTS_PDFA1/);
  assert.match(raw, /\/OutputConditionIdentifier \(sRGB IEC61966-2\.1\)/);
  assert.match(raw, /\/DestOutputProfile \d+ 0 R/);
  assert.match(raw, /\/Lang \(fr-FR\)/);
  assert.match(raw, /\/DisplayDocTitle true/);
  assert.match(raw, /\/ID \[ <[0-9A-F]{32}> <[0-9A-F]{32}> \]/i, 'a file identifier');
  assert.doesNotMatch(raw, /\/Encrypt\b|\/JavaScript\b|\/SMask\b|\/CA [^1]/, 'no encryption, script or transparency');
  return { part: part ?? '', title, fonts: facts.fonts, info: facts.info };
}
