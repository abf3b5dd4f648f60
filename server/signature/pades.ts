import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import type { SealCertificate } from './seal-certificate';

/** What the signature dictionary says (shown by PDF readers beside the signature). */
export interface SealDetails {
  /** Why the document is sealed (« Signature électronique de … »). */
  reason: string;
  /** Who sealed it (the school). */
  name: string;
  location: string;
  contactInfo: string;
  signingTime: Date;
}

/** Room for the CMS signature (certificate chain included), bytes. */
const SIGNATURE_LENGTH = 16_384;

/**
 * Seals a PDF with a PAdES signature (ETSI.CAdES.detached, SHA-256) by the school's certificate:
 * a signature field and a ByteRange placeholder are added by pdf-lib, then @signpdf signs every byte
 * but the signature's own hole, so that any later change to the file breaks it.
 */
export async function sealPdf(bytes: Uint8Array, certificate: SealCertificate, details: SealDetails): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: details.reason,
    name: details.name,
    location: details.location,
    contactInfo: details.contactInfo,
    signingTime: details.signingTime,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Volant',
  });
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  const signer = new P12Signer(certificate.p12, { passphrase: certificate.password });
  return new Uint8Array(await new SignPdf().sign(prepared, signer, details.signingTime));
}
