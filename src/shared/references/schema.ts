import { z } from 'zod';

// The shapes of shared resources as the API answers them: the server's declared output schemas
// (documentation, answer checks) are built from these.

/** An agency of the structure as `/agencies` answers it (`Agency`). */
export const agencySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  isPrincipal: z.boolean(),
  /** IRI of the structure. */
  structure: z.string(),
  siret: z.string().nullable(),
  vatNumber: z.string().nullable(),
  approvalNumber: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

/** `{ '@id', id, name }`: a related resource embedded in an answer. */
export const embeddedRefSchema = z.strictObject({
  '@id': z.string(),
  id: z.number().int(),
  name: z.string(),
});

/** A training embedded with its code (`B`, `A2`…). */
/** A licence category as `/educations/trainings` answers it (`Training`). */
export const trainingSchema = z.strictObject({ id: z.number().int(), code: z.string(), name: z.string() });

export const embeddedTrainingSchema = embeddedRefSchema.extend({ code: z.string() });

/** Who a learner is: his name, contact, birth date and NEPH (his own space shows the same). */
export const learnerIdentitySchema = z.strictObject({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
  neph: z.string().nullable(),
});

/** What every screen needs to show and pick a learner. */
export const learnerSummarySchema = learnerIdentitySchema.extend({
  isProspect: z.boolean(),
  archived: z.boolean(),
  createdAt: z.string(),
  agency: embeddedRefSchema,
  training: embeddedTrainingSchema.nullable(),
});

/** A service (prestation) of an agency (`/products/services`). */
export const serviceSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  unitPriceHt: z.number(),
  unitPriceTtc: z.number().nullable(),
  tva: z.strictObject({ '@id': z.string(), id: z.number().int(), rate: z.number() }),
  unit: z.string(),
  durationMinutes: z.number().int().nullable(),
  training: z.string().nullable(),
  contractFee: z.string().nullable(),
  isActive: z.boolean(),
  agency: z.string(),
});

/** A learner in the light lists (`/learners/sort`, `/group`, `/available`, `/exam-eligible`). */
export const learnerLightSchema = z.strictObject({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  neph: z.string().nullable(),
  agency: embeddedRefSchema,
  training: embeddedTrainingSchema.nullable(),
});

/** `/learners/payment`: a light row with who pays and the contracted amount (euros). */
export const learnerPaymentSchema = learnerLightSchema.extend({
  financiers: z.array(embeddedRefSchema),
  /** Signed contracts and amendments, euros including fees. */
  contractedAmount: z.number(),
});

/** `/educations/training_fields`: a speciality of a licence category. */
export const trainingFieldSchema = z.strictObject({
  id: z.number().int(),
  /** Code of the licence category it belongs to (B, A1…). */
  trainingCode: z.string(),
  code: z.string(),
  name: z.string(),
});

/** An onboarding application as a learner's registration or an agency's settings name it. */
export const applicationRefSchema = z.strictObject({ '@id': z.string(), id: z.number().int(), code: z.string(), name: z.string() });

/** `GET /onboardings/applications/by?agencyId=`: an application of the catalogue and whether the agency switched it on. */
export const agencyApplicationSchema = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** True when the application is switched on per training (configured in the trainings step). */
  perTraining: z.boolean(),
  isActive: z.boolean(),
});

/** `GET /onboardings/applications`: an application for one training of an agency (training null: as a whole). */
export const trainingApplicationSchema = z.strictObject({
  id: z.number().int(),
  application: applicationRefSchema,
  training: embeddedTrainingSchema.nullable(),
  agency: z.number().int(),
  isActive: z.boolean(),
});
