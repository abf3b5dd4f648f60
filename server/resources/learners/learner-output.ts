import { z } from 'zod';
import { embeddedRefSchema, embeddedTrainingSchema, learnerSummarySchema } from '../../../src/shared/references/schema';
import type { AgencyTrainingLearner, Learner } from '../../../src/modules/learners/types';

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
