import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import verifyPDF from 'pdf-signature-reader';

/** What two verifiers written by others say of a signed PDF. */
export interface PadesVerdict {
  /** poppler's pdfsig output (Debian poppler-utils). */
  pdfsig: string;
  /** pdfsig: « Signature is Valid. » and « Total document signed ». */
  popplerValid: boolean;
  popplerWholeDocument: boolean;
  /** pdf-signature-reader (npm): the CMS signature matches the bytes of its ByteRange. */
  readerIntegrity: boolean;
}

/** Runs pdfsig and pdf-signature-reader on the bytes. */
export function verifyPades(bytes: Uint8Array): PadesVerdict {
  const dir = mkdtempSync(join(tmpdir(), 'volant-pades-'));
  try {
    const file = join(dir, 'signed.pdf');
    writeFileSync(file, bytes);
    // pdfsig exits non-zero when a signature is invalid: its report is what counts.
    let pdfsig: string;
    try {
      pdfsig = execFileSync('pdfsig', ['-nocert', file], { encoding: 'utf8' });
    } catch (err) {
      pdfsig = String((err as { stdout?: string }).stdout ?? '');
    }
    let readerIntegrity = false;
    try {
      readerIntegrity = verifyPDF(Buffer.from(bytes)).integrity === true;
    } catch {
      readerIntegrity = false;
    }
    return {
      pdfsig,
      popplerValid: pdfsig.includes('Signature Validation: Signature is Valid.'),
      popplerWholeDocument: /Total document signed/.test(pdfsig),
      readerIntegrity,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
