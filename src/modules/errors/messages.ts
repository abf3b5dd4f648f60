export const errorsMessages = {
  notFoundTitle: 'Page introuvable',
  notFoundText: 'La page demandée n’existe pas ou vous n’avez pas les droits pour y accéder.',
  backHome: 'Retour à l’accueil',
} as const;
