import type { EmbeddedRef } from '../../shared/references/types';

/** modeDSR: 1 = one gateway connection for the whole structure, 0 = one per agency. */
export type DsrMode = 0 | 1;

/** A connection to the livret-numérique gateway: the structure's account (principal) or an agency's. */
export interface DsrSession {
  /** Null when the agency has never been connected. */
  id: number | null;
  type: 'principal' | 'agency';
  agencyId: number | null;
  agencyName: string | null;
  isLogged: boolean;
  expired: boolean;
  login: string | null;
  connectedAt: string | null;
  expiresAt: string | null;
}

/** `GET /state-api/agencies`: the gateway mode and its sessions (spec part 1 §3). */
export interface DsrGateway {
  modeDSR: DsrMode;
  sessions: DsrSession[];
}

/** Kinds of lessons the livret numérique records. */
export const LESSON_TYPES = ['CONDUITE', 'PLATEAU', 'SIMULATEUR', 'THEORIE'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

/** Lesson slot status (spec part 2 §4): 1 Envoyé, 0 En erreur. */
export const LESSON_STATUS = { sent: 1, error: 0 } as const;
export type LessonStatus = (typeof LESSON_STATUS)[keyof typeof LESSON_STATUS];

/** Why the state platform refused a declaration. */
export const LESSON_ERROR_TYPES = ['NEPH_INCONNU', 'LIVRET_NON_OUVERT', 'ENSEIGNANT_NON_AUTORISE', 'HORS_DELAI', 'DOUBLON', 'DUREE_INVALIDE'] as const;
export type LessonErrorTypeCode = (typeof LESSON_ERROR_TYPES)[number];

/** French label of each refusal reason, as `GET /livret/lesson-slot/error-types` answers it. */
export const LESSON_ERROR_TYPE_LABELS: Record<LessonErrorTypeCode, string> = {
  NEPH_INCONNU: 'NEPH inconnu ou absent',
  LIVRET_NON_OUVERT: 'Livret d’apprentissage non ouvert',
  ENSEIGNANT_NON_AUTORISE: 'Enseignant sans autorisation d’enseigner reconnue',
  HORS_DELAI: 'Déclaration hors délai (plus de 30 jours)',
  DOUBLON: 'Créneau déjà déclaré',
  DUREE_INVALIDE: 'Durée de leçon invalide',
};

/** `GET /livret/lesson-slot/error-types`. */
export interface LessonErrorType {
  code: LessonErrorTypeCode;
  label: string;
}

/** A lesson declared to the state platform (`GET /livret/lesson-slot`). */
export interface LessonSlot {
  id: number;
  status: LessonStatus;
  errorType: LessonErrorTypeCode | null;
  /** Minutes. */
  duration: number;
  lessonType: LessonType;
  training: (EmbeddedRef & { code: string }) | null;
  learner: { '@id': string; id: number; firstName: string; lastName: string; neph: string | null };
  agency: EmbeddedRef;
  trainerName: string | null;
  /** The planning slot it declares, once the planning area is linked. */
  planningSlotId: number | null;
  sentAt: string;
  slot: { date: string; schedule: { startTime: string } };
}

/** `GET /livret/dashboard`: what was sent over a period. */
export interface LivretDashboard {
  totals: { sent: number; errors: number; minutesSent: number; learners: number };
  byLessonType: { lessonType: LessonType; sent: number; errors: number; minutesSent: number }[];
  byErrorType: { errorType: LessonErrorTypeCode; count: number }[];
  byMonth: { month: string; sent: number; errors: number }[];
}
