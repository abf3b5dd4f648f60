import type { z } from 'zod';
import type {
  agencyTrainingLearnerSchema,
  applicationRegistrationSchema,
  availabilityScheduleSchema,
  categoryDocumentSchema,
  documentTypeSchema,
  evaluationSchema,
  learnerDetailsSchema,
  learnerDocumentSchema,
  learnerHoursSchema,
  learnerSchema,
  observationSchema,
  serviceJournalSchema,
} from './schema';
import type { LearnerLight, LearnerPayment } from '../../shared/references/types';
import type { TrainingStatus } from '../../shared/references/training-status';

export type { TrainingStatus };

/** A learner's registration to a training (`agencytraininglearners`, `/registrations/to-trainings`). */
export type AgencyTrainingLearner = z.infer<typeof agencyTrainingLearnerSchema>;

/** A learner as the record and the list show it (`/learners`). */
export type Learner = z.infer<typeof learnerSchema>;

/** The prior evaluation (`/registrations/evaluations`): date and forecast volume of lessons. */
export type Evaluation = z.infer<typeof evaluationSchema>;

/** A learner's registration to an onboarding application (`/registrations/to-applications`). */
export type ApplicationRegistration = z.infer<typeof applicationRegistrationSchema>;

/** `/observations`. */
export type Observation = z.infer<typeof observationSchema>;

/** `/student-tracking/service-journals`. */
export type ServiceJournal = z.infer<typeof serviceJournalSchema>;

/** One weekly slot of an availability schedule (day 1 = Monday … 7 = Sunday). */
export type WeeklySlot = AvailabilitySchedule['schedules'][number];

/** `/plannings/availability-schedule`: the learner's weekly availability over a period. */
export type AvailabilitySchedule = z.infer<typeof availabilityScheduleSchema>;

/** `GET /learner/hours/{id}`: volumes in hours. */
export type LearnerHours = z.infer<typeof learnerHoursSchema>;

/** A document type and whether a licence category needs it (`/contracts/contract-document-by-type/{category}`). */
export type DocumentType = z.infer<typeof documentTypeSchema>;

export type CategoryDocument = z.infer<typeof categoryDocumentSchema>;

/** `/document/document-list`. */
export type LearnerDocument = z.infer<typeof learnerDocumentSchema>;

/** `GET /learner/details/{id}`: the record's summary and tracking. */
export type LearnerDetails = z.infer<typeof learnerDetailsSchema>;

/** `GET /learners/exam-eligible`, `/learners/sort`, `/learners/available`, `/learners/group` (light rows), `/learners/payment`. */
export type { LearnerLight, LearnerPayment };
