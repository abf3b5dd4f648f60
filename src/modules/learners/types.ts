import type { z } from 'zod';
import type { categoryDocumentSchema, documentTypeSchema } from './schema';
import type { TrainingStatus } from '../../shared/references/training-status';
import type { EmbeddedRef, LearnerLight, LearnerPayment, LearnerSummary, TrainingField } from '../../shared/references/types';

export type { TrainingStatus };

/** A learner's registration to a training (`agencytraininglearners`, `/registrations/to-trainings`). */
export interface AgencyTrainingLearner {
  '@id': string;
  id: number;
  training: EmbeddedRef & { code: string };
  field: Pick<TrainingField, 'id' | 'code' | 'name'> | null;
  agency: EmbeddedRef;
  isProspect: boolean;
  /** The organisation paying the training. */
  financier: EmbeddedRef | null;
  startDate: string | null;
  /** 'en_cours', 'terminee' or 'abandonnee'. */
  status: TrainingStatus;
  createdAt: string;
}

/** A learner as the record and the list show it (`/learners`). */
export interface Learner extends LearnerSummary {
  civility: 'M.' | 'Mme' | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  birthPlace: string | null;
  /** URL of the photo (`/api/learner/photo/{id}`), null when none was uploaded. */
  photo: string | null;
  /** The current training (the learner's `training`). */
  activeTrainingId: number | null;
  /** 1 once a satisfaction survey link has been sent. */
  surveyStatus: 0 | 1;
  agencytraininglearners: AgencyTrainingLearner[];
  /** Groups the learner belongs to. */
  groups: EmbeddedRef[];
  updatedAt: string;
}

/** The prior evaluation (`/registrations/evaluations`): date and forecast volume of lessons. */
export interface Evaluation {
  id: number;
  learner: string;
  training: EmbeddedRef & { code: string };
  evaluationDate: string;
  forecastHours: number;
  evaluator: EmbeddedRef | null;
  comment: string | null;
  createdAt: string;
}

/** A learner's registration to an onboarding application (`/registrations/to-applications`). */
export interface ApplicationRegistration {
  id: number;
  learner: string;
  application: { '@id': string; id: number; code: string; name: string };
  /** The training, for applications that work per training. */
  training: (EmbeddedRef & { code: string }) | null;
  agency: EmbeddedRef;
  createdAt: string;
}

/** `/observations`. */
export interface Observation {
  id: number;
  learner: string;
  author: EmbeddedRef | null;
  content: string;
  createdAt: string;
  updatedAt: string;
}

/** `/student-tracking/service-journals`. */
export interface ServiceJournal {
  id: number;
  learner: string;
  date: string;
  label: string;
  durationMinutes: number;
  comment: string | null;
  used: boolean;
  usedAt: string | null;
  author: EmbeddedRef | null;
  createdAt: string;
}

/** One weekly slot of an availability schedule (day 1 = Monday … 7 = Sunday). */
export interface WeeklySlot {
  day: number;
  start: string;
  end: string;
}

/** `/plannings/availability-schedule`: the learner's weekly availability over a period. */
export interface AvailabilitySchedule {
  id: number;
  learner: string;
  period: { start: string | null; end: string | null };
  schedules: WeeklySlot[];
  updatedAt: string;
}

/** `GET /learner/hours/{id}`: volumes in hours. */
export interface LearnerHours {
  learnerId: number;
  /** Forecast by the latest prior evaluation. */
  forecast: number;
  /** Bought: signed contracts and amendments. */
  contracted: number;
  /** Lessons of the service journal marked used. */
  done: number;
  /** Lessons of the service journal still to consume. */
  planned: number;
  /** contracted − done (never negative). */
  remaining: number;
}

/** A document type and whether a licence category needs it (`/contracts/contract-document-by-type/{category}`). */
export type DocumentType = z.infer<typeof documentTypeSchema>;

export type CategoryDocument = z.infer<typeof categoryDocumentSchema>;

/** `/document/document-list`. */
export interface LearnerDocument {
  id: number;
  learner: string;
  training: (EmbeddedRef & { code: string }) | null;
  documentType: DocumentType;
  title: string;
  file: { name: string; mimeType: string; size: number; url: string };
  appUserId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** `GET /learner/details/{id}`: the record's summary and tracking. */
export interface LearnerDetails {
  learnerId: number;
  hours: LearnerHours;
  /** Latest document of each type (lastAssetsGroupByType). */
  lastAssetsGroupByType: { documentType: DocumentType; documentId: number; title: string; createdAt: string }[];
  counts: { documents: number; observations: number; evaluations: number; contracts: number; journals: number };
  tracking: {
    evaluationDone: boolean;
    contractSigned: boolean;
    requiredDocuments: number;
    providedRequiredDocuments: number;
    lastObservationAt: string | null;
    surveySent: boolean;
  };
}

/** `GET /learners/exam-eligible`, `/learners/sort`, `/learners/available`, `/learners/group` (light rows), `/learners/payment`. */
export type { LearnerLight, LearnerPayment };
