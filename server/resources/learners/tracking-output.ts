import { z } from 'zod';
import { embeddedRefSchema, embeddedTrainingSchema } from '../../../src/shared/references/schema';
import type { TrainingField } from '../../../src/shared/references/types';
import type { AvailabilitySchedule, Evaluation, Observation, ServiceJournal } from '../../../src/modules/learners/types';

// The declared outputs of a learner's tracking and registrations: observations, service journal,
// weekly availability, prior evaluations, registrations to trainings and their specialities.

/** `/observations`: a note on a learner. */
export const observationSchema = z.strictObject({
  id: z.number().int(),
  learner: z.string(),
  author: embeddedRefSchema.nullable(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Observation>;

/** `/student-tracking/service-journals`: a line of a learner's service journal. */
export const serviceJournalSchema = z.strictObject({
  id: z.number().int(),
  learner: z.string(),
  date: z.string(),
  label: z.string(),
  durationMinutes: z.number().int(),
  comment: z.string().nullable(),
  used: z.boolean(),
  usedAt: z.string().nullable(),
  author: embeddedRefSchema.nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<ServiceJournal>;

/** `/plannings/availability-schedule`: a learner's weekly availability over a period. */
export const availabilityScheduleSchema = z.strictObject({
  id: z.number().int(),
  learner: z.string(),
  period: z.strictObject({ start: z.string().nullable(), end: z.string().nullable() }),
  schedules: z.array(z.strictObject({ day: z.number().int(), start: z.string(), end: z.string() })),
  updatedAt: z.string(),
}) satisfies z.ZodType<AvailabilitySchedule>;

/** `/registrations/evaluations`: a prior evaluation (forecast volume of lessons). */
export const evaluationSchema = z.strictObject({
  id: z.number().int(),
  learner: z.string(),
  training: embeddedTrainingSchema,
  evaluationDate: z.string(),
  forecastHours: z.number(),
  evaluator: embeddedRefSchema.nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<Evaluation>;

/** `/registrations/to-trainings`: a registration to a training, its relations as IRIs. */
export const registrationSchema = z.strictObject({
  id: z.number().int(),
  learner: z.string(),
  training: z.string(),
  field: z.string().nullable(),
  agency: z.string(),
  isProspect: z.boolean(),
  financier: z.string().nullable(),
  startDate: z.string().nullable(),
  status: z.enum(['en_cours', 'terminee', 'abandonnee']),
  createdAt: z.string(),
});

/** `/educations/training_fields`: a speciality of a licence category. */
export const trainingFieldSchema = z.strictObject({
  id: z.number().int(),
  trainingCode: z.string(),
  code: z.string(),
  name: z.string(),
}) satisfies z.ZodType<TrainingField>;
