import { accountSetupTitles } from './titles';

/** French texts of the account configuration wizard. */
export const accountSetupMessages = {
  ...accountSetupTitles,
  subtitle: 'Quelques étapes pour préparer Volant pour votre structure.',
  stepsLabel: 'Étapes de la configuration',
  stepOf: (n: number, count: number) => `Étape ${n} sur ${count}`,
  agency: 'Agence configurée',
  wholeStructure: 'Toutes les agences (configuration générale)',
  back: 'Étape précédente',
  next: 'Enregistrer et continuer',
  steps: { applications: 'Applications', trainings: 'Formations', permissions: 'Permissions', finish: 'Terminer' },
  applications: {
    intro: 'Choisissez les services que vos élèves et votre équipe utiliseront.',
    settings: 'Paramètres',
    perTraining: 'Par formation',
    activeTrainings: (count: number) => (count === 1 ? 'ouverte pour 1 formation' : `ouverte pour ${count} formations`),
  },
  trainings: {
    intro: 'Cochez les formations que l’agence propose, puis les applications ouvertes pour chacune.',
    offered: 'Formations proposées',
    matrix: 'Applications par formation',
    none: 'Aucune formation cochée.',
    filter: 'Filtrer les applications',
  },
  permissions: {
    intro: 'Ce que chaque rôle de votre équipe peut faire dans l’agence. Vous pourrez l’ajuster à tout moment depuis « Rôles et permissions ».',
    caption: 'Permissions des rôles',
    noRole: 'Aucun rôle modifiable : les permissions se règlent plus tard depuis « Rôles et permissions ».',
  },
  finish: {
    intro: 'Votre compte est prêt. Vérifiez l’état de la configuration puis accédez au back-office.',
    /** The intro while some agency still has something to configure. */
    introPending: 'Il reste des éléments à configurer (« À faire » ci-dessous) : vous pourrez les reprendre à tout moment depuis la configuration. Vous pouvez dès maintenant accéder au back-office.',
    photo: (has: boolean) => `Solution photo e-ANTS : ${has ? 'oui' : 'non'}`,
    done: 'Configuré',
    todo: 'À faire',
    flags: {
      isItemsConfigured: 'Applications et formations',
      isBillingConfigured: 'Facturation',
      isPlanningConfigured: 'Planning',
      isHavePhotoSolutionApp: 'Solution photo e-ANTS',
      isAccountConfigured: 'Compte',
    } as Record<string, string>,
    go: 'Accéder au back-office',
    support: 'Besoin d’aide ?',
    ready: 'Votre compte est configuré.',
  },
  settings: {
    studentApp: 'Application élève',
    registration: 'Inscription en ligne',
    welcomeMessage: 'Message d’accueil',
    contactEmail: 'E-mail de contact',
    showPrices: 'Afficher les tarifs aux élèves',
    onlineRegistration: 'Ouvrir l’inscription en ligne',
    requiredDocuments: 'Pièces demandées',
    autoValidate: 'Valider automatiquement les inscriptions complètes',
    deposit: 'Acompte demandé',
  },
  saved: 'Vos modifications ont bien été enregistrées.',
  /** Spec part 2 §8: an application-setting save that fails without a message. */
  settingError: 'Une erreur survenue',
  saveError: 'Erreur lors de l’enregistrement de la configuration',
  loadError: 'Erreur lors du chargement de la configuration',
} as const;
