import { deName } from '../../shared/i18n/elision';
import { LESSON_ERROR_TYPE_LABELS, type LessonType } from './types';
import { dsrTitles } from './titles';

/** Refusal reasons: the labels the API answers (`GET /livret/lesson-slot/error-types`). */
export const lessonErrorTypeLabels = LESSON_ERROR_TYPE_LABELS;

export const lessonTypeLabels: Record<LessonType, string> = {
  CONDUITE: 'Conduite',
  PLATEAU: 'Plateau',
  SIMULATEUR: 'Simulateur',
  THEORIE: 'Cours théorique',
};

export const lessonStatusLabels: Record<0 | 1, string> = { 1: 'Envoyé', 0: 'En erreur' };

/** French texts of the livret-numérique area. */
export const dsrMessages = {
  ...dsrTitles,
  subtitle: 'Les leçons déclarées à la plateforme de l’État par la passerelle du livret numérique.',
  tabsLabel: 'Rubriques du livret numérique',
  tabs: { slots: 'Créneaux déclarés', dashboard: 'Tableau de bord', connection: 'Connexion' },
  // Connection
  connectionTitle: 'Connexions à la passerelle',
  modeGlobal: 'Une connexion pour toute la structure',
  modeAgency: 'Une connexion par agence',
  principal: 'Compte de la structure',
  columns: { scope: 'Connexion', status: 'État', login: 'Identifiant', connectedAt: 'Connectée le', expiresAt: 'Expire le', actions: 'Actions' },
  logged: 'Connectée',
  expired: 'Expirée',
  notLogged: 'Non connectée',
  connect: 'Se connecter',
  disconnect: 'Se déconnecter',
  connectTitle: (scope: string) => `Connexion à la passerelle — ${scope}`,
  modeField: 'Mode de connexion',
  fields: { login: 'Identifiant de la passerelle', password: 'Mot de passe' },
  connected: 'La passerelle du livret numérique est connectée.',
  disconnected: 'La connexion à la passerelle est fermée.',
  connectError: 'Erreur de connexion à la passerelle du livret numérique',
  disconnectError: 'Erreur lors de la déconnexion de la passerelle',
  gatewayError: 'Erreur lors du chargement des connexions à la passerelle',
  indicatorService: 'Livret numérique',
  indicatorDetail: (logged: number, total: number) => `${logged} connexion${logged > 1 ? 's' : ''} active${logged > 1 ? 's' : ''} sur ${total}`,
  // Lesson slots
  caption: 'Créneaux déclarés à la plateforme',
  searchLabel: 'Rechercher un créneau',
  searchPlaceholder: 'Apprenant, NEPH ou enseignant',
  filters: {
    status: 'Statut',
    allStatuses: 'Tous les statuts',
    errorType: 'Type d’erreur',
    allErrorTypes: 'Tous les types d’erreur',
    lessonType: 'Type de leçon',
    allLessonTypes: 'Tous les types',
    training: 'Formation',
    allTrainings: 'Toutes les formations',
    agency: 'Agence',
    allAgencies: 'Toutes les agences',
    durationMin: 'Durée min. (min)',
    durationMax: 'Durée max. (min)',
    dateAfter: 'Du',
    dateBefore: 'Au',
  },
  slotColumns: {
    date: 'Date',
    startTime: 'Début',
    learner: 'Apprenant',
    lessonType: 'Leçon',
    training: 'Formation',
    duration: 'Durée',
    agency: 'Agence',
    trainer: 'Enseignant',
    status: 'Statut',
    actions: 'Actions',
  },
  minutes: (n: number) => (n % 60 === 0 ? `${n / 60} h` : n > 60 ? `${Math.floor(n / 60)} h ${String(n % 60).padStart(2, '0')}` : `${n} min`),
  resend: 'Renvoyer',
  resendLabel: (learner: string, date: string) => `Renvoyer le créneau ${deName(learner)} du ${date}`,
  resent: 'Créneau envoyé à la plateforme',
  stillRefused: (reason: string) => `La plateforme refuse encore ce créneau : ${reason}.`,
  resendError: 'Erreur lors de l’envoi du créneau',
  loadError: 'Erreur lors du chargement des créneaux déclarés',
  empty: 'Aucun créneau déclaré',
  emptyText: 'Les leçons déclarées par la passerelle apparaissent ici.',
  emptyFiltered: 'Aucun créneau ne correspond à ces critères.',
  resetFilters: 'Effacer les filtres',
  // Dashboard
  dashboardTitle: 'Ce qui a été envoyé',
  dashboardError: 'Erreur lors du chargement du tableau de bord',
  totals: { sent: 'Créneaux envoyés', errors: 'Créneaux en erreur', hours: 'Heures déclarées', learners: 'Apprenants concernés' },
  byLessonType: 'Par type de leçon',
  byErrorType: 'Erreurs par type',
  byMonth: 'Par mois',
  noError: 'Aucune erreur sur la période.',
  noData: 'Aucun envoi sur la période.',
  dashboardColumns: { lessonType: 'Type de leçon', sent: 'Envoyés', errors: 'En erreur', hours: 'Heures', errorType: 'Type d’erreur', count: 'Nombre', month: 'Mois', chart: 'Envoyés et erreurs, en barres' },
} as const;
