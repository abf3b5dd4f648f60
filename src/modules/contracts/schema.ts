import { z } from 'zod';
import { sellerContactSchema } from '../../shared/accounting/answers';
import { embeddedRefSchema, embeddedTrainingSchema } from '../../shared/references/schema';
import { zBlankable, zDate, zMoney, zOptionalText, zRef, zText } from '../../shared/schema/fields';

const zHours = z
  .number({ message: 'Nombre d’heures invalide.' })
  .finite('Nombre d’heures invalide.')
  .positive('Le nombre d’heures doit être positif.')
  .max(500, 'Nombre d’heures trop élevé.')
  .refine((value) => Number.isInteger(value * 2), 'Par demi-heures (ex. 20 ou 20,5).');

const zPositivePrice = zMoney.refine((value) => value > 0, 'Le prix doit être positif.');

/** The contract's fixed prices (everything but the lessons): the model contract's article III. */
export const FIXED_FEES = ['registrationFee', 'theoryPrice', 'examFee', 'antsMandateFee', 'antsTitleFee', 'bookletFee', 'reviewFee'] as const;
export type FixedFee = (typeof FIXED_FEES)[number];

/** The actions of a contract or amendment sent with PATCH (each needs its own permission). */
export const contractActionSchema = z.enum(['validate', 'sign'], { message: 'Action inconnue.' });

const contractFields = {
  evaluationDate: zDate,
  forecastHours: zHours,
  startDate: zDate,
  endDate: zDate,
  registrationFee: zMoney,
  hourPrice: zPositivePrice,
  theoryPrice: zMoney,
  examFee: zMoney,
  antsMandateFee: zMoney,
  antsTitleFee: zMoney,
  bookletFee: zMoney,
  reviewFee: zMoney,
  programme: zText(5000, 'Le programme'),
  paymentTerms: zText(2000, 'Les modalités de paiement'),
  installments: z.number({ message: 'Nombre d’échéances invalide.' }).int('Nombre d’échéances invalide.').min(1, 'Une échéance au moins.').max(12, 'Douze échéances au plus.'),
  mediatorName: zText(200, 'Le médiateur'),
  mediatorContact: zText(300, 'Les coordonnées du médiateur'),
  signedPlace: zOptionalText(120),
};

const datesInOrder = (value: { evaluationDate?: string; startDate?: string; endDate?: string }, ctx: z.RefinementCtx) => {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'La fin du contrat doit suivre son début.' });
  }
  if (value.evaluationDate && value.startDate && value.evaluationDate > value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['evaluationDate'], message: 'L’évaluation préalable doit précéder le début de la formation.' });
  }
};

/** `POST /contracts/learner-contract`. */
export const contractCreateSchema = z
  .strictObject({
    learner: zRef,
    training: zRef,
    ...contractFields,
    theoryPrice: contractFields.theoryPrice.default(0),
    examFee: contractFields.examFee.default(0),
    registrationFee: contractFields.registrationFee.default(0),
    antsMandateFee: contractFields.antsMandateFee.default(0),
    antsTitleFee: contractFields.antsTitleFee.default(0),
    bookletFee: contractFields.bookletFee.default(0),
    reviewFee: contractFields.reviewFee.default(0),
    installments: contractFields.installments.default(1),
  })
  .superRefine(datesInOrder);

/** `PATCH /contracts/learner-contract/{id}`: field changes (draft only) or an action (validate, sign). */
export const contractPatchSchema = z
  .strictObject({
    action: contractActionSchema.optional(),
    evaluationDate: contractFields.evaluationDate.optional(),
    forecastHours: contractFields.forecastHours.optional(),
    startDate: contractFields.startDate.optional(),
    endDate: contractFields.endDate.optional(),
    registrationFee: contractFields.registrationFee.optional(),
    hourPrice: contractFields.hourPrice.optional(),
    theoryPrice: contractFields.theoryPrice.optional(),
    examFee: contractFields.examFee.optional(),
    antsMandateFee: contractFields.antsMandateFee.optional(),
    antsTitleFee: contractFields.antsTitleFee.optional(),
    bookletFee: contractFields.bookletFee.optional(),
    reviewFee: contractFields.reviewFee.optional(),
    programme: contractFields.programme.optional(),
    paymentTerms: contractFields.paymentTerms.optional(),
    installments: contractFields.installments.optional(),
    mediatorName: contractFields.mediatorName.optional(),
    mediatorContact: contractFields.mediatorContact.optional(),
    signedPlace: contractFields.signedPlace.optional(),
  })
  .superRefine(datesInOrder);

/** `POST /contracts/contract-amendment`: extra hours on a signed contract. */
export const amendmentCreateSchema = z.strictObject({
  contract: zRef,
  extraHours: zHours,
  hourPrice: zPositivePrice,
  reason: zText(1000, 'Le motif'),
});

/** `PATCH /contracts/contract-amendment/{id}`. */
export const amendmentPatchSchema = z.strictObject({
  action: contractActionSchema.optional(),
  extraHours: zHours.optional(),
  hourPrice: zPositivePrice.optional(),
  reason: zText(1000, 'Le motif').optional(),
});

/** `POST /contracts/learner-contract-send`: e-mails the PDF (to the learner unless `email` is given). */
export const contractSendSchema = z
  .strictObject({
    contract: zBlankable(zRef),
    amendment: zBlankable(zRef),
    email: zBlankable(z.string().trim().toLowerCase().email('Adresse e-mail invalide.')),
  })
  .refine((value) => (value.contract === null) !== (value.amendment === null), { message: 'Indiquez un contrat ou un avenant.', path: ['contract'] });

export type ContractCreate = z.output<typeof contractCreateSchema>;
export type ContractPatch = z.output<typeof contractPatchSchema>;
export type AmendmentCreate = z.output<typeof amendmentCreateSchema>;
export type AmendmentPatch = z.output<typeof amendmentPatchSchema>;
export type ContractSend = z.output<typeof contractSendSchema>;
export type SignatureSign = z.output<typeof signatureSignSchema>;

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

// The answers of the contract routes, as the server declares them (documentation and answer checks).

const contractStatusSchema = z.enum(['draft', 'validated', 'signed']);

/** The agency as the seller of its documents (`ContractAgency`), with what the model contract adds: legal form, register, insurer. */
export const contractAgencySchema = embeddedRefSchema.extend(sellerContactSchema.shape).extend({
  legalForm: z.string().nullable(),
  shareCapital: z.string().nullable(),
  rcs: z.string().nullable(),
  insurerName: z.string().nullable(),
  insurerPolicy: z.string().nullable(),
});

export const contractLearnerSchema = z.strictObject({
  id: z.number().int(),
  civility: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  neph: z.string().nullable(),
});

/** `ContractAmendment`: an amendment as the API answers it. */
export const contractAmendmentSchema = z.strictObject({
  id: z.number().int(),
  contract: z.string(),
  number: z.string(),
  extraHours: z.number(),
  hourPrice: z.number(),
  amount: z.number(),
  reason: z.string(),
  status: contractStatusSchema,
  validatedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  electronicSignature: electronicSignatureSchema.nullable(),
  createdAt: z.string(),
});

/** `LearnerContract`: a contract as the API answers it. */
export const learnerContractSchema = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  status: contractStatusSchema,
  learner: contractLearnerSchema,
  agency: contractAgencySchema,
  training: embeddedTrainingSchema,
  evaluationDate: z.string(),
  forecastHours: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  registrationFee: z.number(),
  hourPrice: z.number(),
  theoryPrice: z.number(),
  examFee: z.number(),
  antsMandateFee: z.number(),
  antsTitleFee: z.number(),
  bookletFee: z.number(),
  reviewFee: z.number(),
  lessonsAmount: z.number(),
  /** The model contract the document follows (« arrêté du 29 mai 2020 modifié par l’arrêté du 11 octobre 2024 »). */
  model: z.string(),
  totalAmount: z.number(),
  programme: z.string(),
  paymentTerms: z.string(),
  installments: z.number().int(),
  mediator: z.strictObject({ name: z.string(), contact: z.string() }),
  signedPlace: z.string().nullable(),
  validatedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  electronicSignature: electronicSignatureSchema.nullable(),
  amendments: z.array(contractAmendmentSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** `LearnerContractData`: what a new contract is prefilled with. */
export const learnerContractDataSchema = z.strictObject({
  learner: contractLearnerSchema,
  agency: contractAgencySchema,
  training: embeddedTrainingSchema.nullable(),
  trainings: z.array(embeddedTrainingSchema),
  evaluation: z.strictObject({ date: z.string(), forecastHours: z.number() }).nullable(),
  defaults: z.strictObject({
    startDate: z.string(),
    endDate: z.string(),
    hourPrice: z.number().nullable(),
    registrationFee: z.number().nullable(),
    theoryPrice: z.number().nullable(),
    examFee: z.number().nullable(),
    antsMandateFee: z.number().nullable(),
    antsTitleFee: z.number().nullable(),
    bookletFee: z.number().nullable(),
    reviewFee: z.number().nullable(),
    feesSource: z.union([
      z.strictObject({ kind: z.enum(['invoice', 'quotation']), number: z.string().nullable() }),
      z.strictObject({ kind: z.literal('services') }),
    ]),
    programme: z.string(),
    paymentTerms: z.string(),
    mediatorName: z.string(),
    mediatorContact: z.string(),
  }),
});

/** `ContractAmendmentData`: what a new amendment is prefilled with. */
export const contractAmendmentDataSchema = z.strictObject({
  contract: z.strictObject({ id: z.number().int(), number: z.string(), hourPrice: z.number(), forecastHours: z.number(), amendmentHours: z.number() }),
  hours: z.strictObject({ contracted: z.number(), done: z.number(), remaining: z.number() }),
  defaults: z.strictObject({ hourPrice: z.number(), number: z.string() }),
});
