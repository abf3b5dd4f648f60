import { z } from 'zod';

// Signature at a distance (issue 41, docs/signature.md): what the staff see of a document sent for
// signature, and the calls of the learner's signing page (`/signature/{token}`).

export const signatureRequestStatusSchema = z.enum(['pending', 'signed', 'locked', 'revoked']);

/** The last request of signature at a distance of a contract or amendment, as the staff see it. */
export const electronicSignatureSchema = z.strictObject({
  id: z.number().int(),
  status: signatureRequestStatusSchema,
  sentTo: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  signerName: z.string(),
  signedAt: z.string().nullable(),
  /** SHA-256 (hex) of the PDF the learner read and signed. */
  documentSha256: z.string(),
  /** API paths of the evidence file (JSON) and of the sealed PDF (null until signed). */
  evidence: z.string(),
  signedPdf: z.string().nullable(),
});

/** `PublicSignature`: the signing page's view of its request. */
export const publicSignatureSchema = z.strictObject({
  status: signatureRequestStatusSchema,
  documentLabel: z.string(),
  filename: z.string(),
  agencyName: z.string(),
  signerName: z.string(),
  /** The address the code goes to, partly hidden (`j•••@exemple.fr`). */
  emailHint: z.string(),
  documentSha256: z.string(),
  expiresAt: z.string(),
  codeSentAt: z.string().nullable(),
  codeExpiresAt: z.string().nullable(),
  codesLeft: z.number().int(),
  triesLeft: z.number().int(),
  signedAt: z.string().nullable(),
});

/** The answer to a code request: when it leaves and until when it is valid. */
export const signatureCodeAnswerSchema = z.strictObject({
  codeSentAt: z.string(),
  codeExpiresAt: z.string(),
  codesLeft: z.number().int(),
  /** 'sent' once the SMTP server accepted it, 'queued' while it waits in the outbox. */
  delivery: z.enum(['sent', 'queued']),
});

/** The signature: the code received by e-mail and the consent to the document read. */
export const signatureSignSchema = z.strictObject({
  code: z.string().trim().regex(/^\d{6}$/, 'Saisissez les 6 chiffres du code reçu par e-mail.'),
  consent: z.literal(true, { message: 'Cochez la case pour accepter le document.' }),
});

export const signatureSignAnswerSchema = z.strictObject({
  status: z.literal('signed'),
  signedAt: z.string(),
  signedSha256: z.string(),
});

export type ElectronicSignature = z.infer<typeof electronicSignatureSchema>;
export type PublicSignature = z.infer<typeof publicSignatureSchema>;
export type SignatureCodeAnswer = z.infer<typeof signatureCodeAnswerSchema>;
export type SignatureSign = z.output<typeof signatureSignSchema>;
export type SignatureSignAnswer = z.infer<typeof signatureSignAnswerSchema>;
