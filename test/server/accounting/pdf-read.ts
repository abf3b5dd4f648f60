// Reads an issued PDF with the tools a recipient would use: poppler's pdftotext for its text, qpdf
// for its embedded Factur-X invoice.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function onPdfFile(bytes: Uint8Array, command: string, args: (path: string) => string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'volant-pdf-read-'));
  try {
    const path = join(dir, 'doc.pdf');
    writeFileSync(path, bytes);
    return execFileSync(command, args(path), { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text, each run of white space (narrow and non-breaking spaces included) read as one space. */
export function pdfText(bytes: Uint8Array): string {
  return onPdfFile(bytes, 'pdftotext', (path) => [path, '-']).replace(/[\u202f\u00a0]/g, ' ').replace(/\s+/g, ' ');
}

/** The factur-x.xml the PDF carries. */
export function attachedXml(bytes: Uint8Array): string {
  return onPdfFile(bytes, 'qpdf', (path) => ['--show-attachment=factur-x.xml', path]);
}

/** The PDF's lines as `pdftotext -layout` sets them (a table row on one line), each run of white space read as one space. */
export function pdfLines(bytes: Uint8Array): string[] {
  return onPdfFile(bytes, 'pdftotext', (path) => ['-layout', path, '-'])
    .split('\n')
    .map((line) => line.replace(/[\u202f\u00a0]/g, ' ').replace(/\s+/g, ' ').trim());
}
