// pdf-signature-reader ships no types: the part of its API the tests use.
declare module 'pdf-signature-reader' {
  interface PdfSignatureReport {
    verified: boolean;
    authenticity: boolean;
    integrity: boolean;
    expired: boolean;
  }
  export default function verifyPDF(pdf: Buffer): PdfSignatureReport;
}
