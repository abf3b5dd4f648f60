// Apart from messages.ts: the API client (part of every page's first load) needs only these texts.

/** Default texts of an HTTP failure when the error body carries no message. */
export const httpErrorMessages = {
  network: 'Impossible de joindre le serveur. Vérifiez votre connexion.',
  timeout: 'Le serveur ne répond pas. Veuillez réessayer dans un instant.',
  badRequest: 'La requête est invalide.',
  unauthorized: 'Votre session a expiré. Veuillez vous reconnecter.',
  forbidden: 'Vous n’avez pas les droits nécessaires pour cette action.',
  notFound: 'La ressource demandée est introuvable.',
  conflict: 'Cette opération est en conflit avec l’état actuel des données.',
  unprocessable: 'Les données envoyées sont invalides.',
  tooManyRequests: 'Trop de requêtes. Veuillez réessayer dans un instant.',
  server: 'Le serveur a rencontré une erreur. Veuillez réessayer plus tard.',
  other: 'Une erreur est survenue.',
} as const;
