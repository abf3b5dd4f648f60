import { z } from 'zod';
import { embeddedRefSchema, embeddedTrainingSchema, learnerSummarySchema } from '../../../src/shared/references/schema';
import type { AgencyTrainingLearner, Learner, LearnerDetails, LearnerHours, LearnerLight, LearnerPayment } from '../../../src/modules/learners/types';

/** A registration to a training as a learner's answer embeds it (`agencytraininglearners`). */
const agencyTrainingLearnerSchema = z.strictObject({
  '@id': z.string(),
  id: z.number().int(),
  training: embeddedTrainingSchema,
  field: z.strictObject({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  agency: embeddedRefSchema,
  isProspect: z.boolean(),
  financier: embeddedRefSchema.nullable(),
  startDate: z.string().nullable(),
  status: z.enum(['en_cours', 'terminee', 'abandonnee']),
  createdAt: z.string(),
}) satisfies z.ZodType<AgencyTrainingLearner>;

/** A learner as the list and the record answer it (`/learners`): the declared output of its reads. */
export const learnerSchema = learnerSummarySchema.extend({
  civility: z.enum(['M.', 'Mme']).nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  birthPlace: z.string().nullable(),
  photo: z.string().nullable(),
  activeTrainingId: z.number().int().nullable(),
  surveyStatus: z.union([z.literal(0), z.literal(1)]),
  agencytraininglearners: z.array(agencyTrainingLearnerSchema),
  groups: z.array(embeddedRefSchema),
  updatedAt: z.string(),
}) satisfies z.ZodType<Learner>;

/** A learner in the light lists (`/learners/sort`, `/group`, `/available`, `/exam-eligible`). */
export const learnerLightSchema = z.strictObject({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  neph: z.string().nullable(),
  agency: embeddedRefSchema,
  training: embeddedTrainingSchema.nullable(),
}) satisfies z.ZodType<LearnerLight>;

/** `/learners/payment`: a light row with who pays and the contracted amount (euros). */
export const learnerPaymentSchema = learnerLightSchema.extend({
  financiers: z.array(embeddedRefSchema),
  contractedAmount: z.number(),
}) satisfies z.ZodType<LearnerPayment>;

/** `/learner/hours/{id}`: volumes in hours. */
export const learnerHoursSchema = z.strictObject({
  learnerId: z.number().int(),
  forecast: z.number(),
  contracted: z.number(),
  done: z.number(),
  planned: z.number(),
  remaining: z.number(),
}) satisfies z.ZodType<LearnerHours>;

const documentTypeSchema = z.strictObject({ id: z.number().int(), code: z.string(), name: z.string() });

/** `/learner/details/{id}`: the record's summary and tracking. */
export const learnerDetailsSchema = z.strictObject({
  learnerId: z.number().int(),
  hours: learnerHoursSchema,
  lastAssetsGroupByType: z.array(z.strictObject({ documentType: documentTypeSchema, documentId: z.number().int(), title: z.string(), createdAt: z.string() })),
  counts: z.strictObject({
    documents: z.number().int(),
    observations: z.number().int(),
    evaluations: z.number().int(),
    contracts: z.number().int(),
    journals: z.number().int(),
  }),
  tracking: z.strictObject({
    evaluationDone: z.boolean(),
    contractSigned: z.boolean(),
    requiredDocuments: z.number().int(),
    providedRequiredDocuments: z.number().int(),
    lastObservationAt: z.string().nullable(),
    surveySent: z.boolean(),
  }),
}) satisfies z.ZodType<LearnerDetails>;
