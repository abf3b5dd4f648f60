import { z } from 'zod';
import { isValidBic, isValidIban, isValidMandateReference } from '../../shared/accounting/sepa';
import { embeddedRefSchema } from '../../shared/references/schema';
import { zDate, zOptionalText, zRef, zText } from '../../shared/schema/fields';

export const SIGNATURE_METHODS = ['paper', 'online'] as const;
export const MANDATE_STATUSES = ['active', 'revoked'] as const;
export const SEQUENCE_TYPES = ['FRST', 'RCUR'] as const;

/**
 * `POST /accounting/sepa-mandates`: a mandate signed on paper, recorded by staff. Without a RUM,
 * Volant gives one. The signature date is the day on the form, never in the future (checked by the
 * server against its own day).
 */
export const mandateCreateSchema = z.strictObject({
  learner: zRef,
  reference: zOptionalText(35).refine((value) => value === null || isValidMandateReference(value), 'RUM invalide : 35 caractères au plus, lettres, chiffres, espaces et + ? / - : ( ) . , \' seulement.'),
  debtorName: zText(70, 'Le titulaire du compte'),
  iban: zText(42, 'L’IBAN').refine(isValidIban, 'IBAN invalide.'),
  bic: zText(11, 'Le BIC').refine(isValidBic, 'BIC invalide.'),
  signedOn: zDate,
});

/** `PATCH /accounting/sepa-mandates/{id}`: revoking is the only change (new bank details are a new mandate). */
export const mandatePatchSchema = z.strictObject({
  status: z.literal('revoked', { message: 'Seule la révocation du mandat est possible.' }),
});

export type MandateCreate = z.output<typeof mandateCreateSchema>;
export type MandateFormInput = z.input<typeof mandateCreateSchema>;
export type MandatePatch = z.output<typeof mandatePatchSchema>;

/** A SEPA mandate as the API answers it; `nextSequenceType` is FRST until a collection under it was sent. */
export const mandateSchema = z.strictObject({
  id: z.number().int(),
  learner: z.string(),
  agency: embeddedRefSchema,
  reference: z.string(),
  debtorName: z.string(),
  iban: z.string(),
  bic: z.string(),
  signedOn: z.string(),
  signatureMethod: z.enum(SIGNATURE_METHODS),
  status: z.enum(MANDATE_STATUSES),
  revokedOn: z.string().nullable(),
  nextSequenceType: z.enum(SEQUENCE_TYPES),
  createdAt: z.string(),
});

/** `POST /accounting/sepa-batches`: collect an agency's instalments due on or before the collection date. */
export const batchCreateSchema = z.strictObject({
  agency: zRef,
  collectionDate: zDate,
});

export type BatchCreate = z.output<typeof batchCreateSchema>;

/** `POST /accounting/sepa-returns`: the bank's payment status report (pain.002) of a batch, as text. */
export const returnImportSchema = z.strictObject({
  file: z.string({ message: 'Le fichier est obligatoire.' }).min(1, 'Le fichier est obligatoire.').max(2_000_000, 'Fichier trop volumineux (2 Mo au plus).'),
});

export type ReturnImport = z.output<typeof returnImportSchema>;

/** What a report changed: collections rejected now (presented again in the next batch, or left overdue with their mandate revoked) and references Volant does not know. */
export const returnAnswerSchema = z.strictObject({
  rejected: z.number().int(),
  represented: z.number().int(),
  overdue: z.number().int(),
  unknown: z.array(z.string()),
});

export type ReturnAnswer = z.infer<typeof returnAnswerSchema>;

/** A pain.008 batch as the API answers it. */
export const batchSchema = z.strictObject({
  id: z.number().int(),
  agency: embeddedRefSchema,
  messageId: z.string(),
  collectionDate: z.string(),
  transactions: z.number().int(),
  total: z.number(),
  createdAt: z.string(),
});
