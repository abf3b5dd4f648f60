import { z } from 'zod';

// The shapes of shared resources as the API answers them: the server's declared output schemas
// (documentation, answer checks) are built from these.

/** `{ '@id', id, name }`: a related resource embedded in an answer. */
export const embeddedRefSchema = z.strictObject({
  '@id': z.string(),
  id: z.number().int(),
  name: z.string(),
});

/** A training embedded with its code (`B`, `A2`…). */
export const embeddedTrainingSchema = embeddedRefSchema.extend({ code: z.string() });

/** What every screen needs to show and pick a learner. */
export const learnerSummarySchema = z.strictObject({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
  neph: z.string().nullable(),
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
