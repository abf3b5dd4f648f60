import type { z } from 'zod';
import type { dsrGatewaySchema, LESSON_ERROR_TYPES, LESSON_TYPES, lessonErrorTypeSchema, lessonSlotSchema, livretDashboardSchema } from './schema';

/** modeDSR: 1 = one gateway connection for the whole structure, 0 = one per agency. */
export type DsrMode = DsrGateway['modeDSR'];

/** A connection to the livret-numérique gateway: the structure's account (principal) or an agency's. */
export type DsrSession = DsrGateway['sessions'][number];

/** `GET /state-api/agencies`: the gateway mode and its sessions (spec part 1 §3). */
export type DsrGateway = z.infer<typeof dsrGatewaySchema>;

export type LessonType = (typeof LESSON_TYPES)[number];

/** Lesson slot status (spec part 2 §4): 1 Envoyé, 0 En erreur. */
export const LESSON_STATUS = { sent: 1, error: 0 } as const;
export type LessonStatus = (typeof LESSON_STATUS)[keyof typeof LESSON_STATUS];

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
export type LessonErrorType = z.infer<typeof lessonErrorTypeSchema>;

/** A lesson declared to the state platform (`GET /livret/lesson-slot`). */
export type LessonSlot = z.infer<typeof lessonSlotSchema>;

/** `GET /livret/dashboard`: what was sent over a period. */
export type LivretDashboard = z.infer<typeof livretDashboardSchema>;
