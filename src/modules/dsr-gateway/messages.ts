import type { LessonErrorTypeCode, LessonType } from './types';

/** Why the state platform refused a declaration (answered by `GET /livret/lesson-slot/error-types`). */
export const lessonErrorTypeLabels: Record<LessonErrorTypeCode, string> = {
  NEPH_INCONNU: 'NEPH inconnu ou absent',
  LIVRET_NON_OUVERT: 'Livret d’apprentissage non ouvert',
  ENSEIGNANT_NON_AUTORISE: 'Enseignant sans autorisation d’enseigner reconnue',
  HORS_DELAI: 'Déclaration hors délai (plus de 30 jours)',
  DOUBLON: 'Créneau déjà déclaré',
  DUREE_INVALIDE: 'Durée de leçon invalide',
};

export const lessonTypeLabels: Record<LessonType, string> = {
  CONDUITE: 'Conduite',
  PLATEAU: 'Plateau',
  SIMULATEUR: 'Simulateur',
  THEORIE: 'Cours théorique',
};

/** French texts of the livret-numérique area. */
export const dsrMessages = {
  title: 'Livret numérique',
  navTitle: 'Livret numérique',
} as const;
