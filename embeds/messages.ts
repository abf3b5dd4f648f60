/** French texts every widget shows (each widget's own texts are in its folder's messages.ts). */
export const embedMessages = {
  missingAttribute: (attribute: string) => `Ce widget Volant est mal configuré : l’attribut « ${attribute} » est obligatoire.`,
  badApiBase: 'Ce widget Volant est mal configuré : l’attribut « api-base » doit être l’adresse de l’API Volant (https://…/api).',
  unreachable:
    'Impossible de joindre Volant pour le moment : vérifiez votre connexion. Si le problème persiste, l’adresse de l’API (api-base) est peut-être erronée ou ce site n’est pas autorisé à l’appeler.',
  unauthorized: 'Accès refusé : l’authentification de ce widget n’est plus valable.',
  forbidden: 'Ce compte n’a pas accès à ces informations.',
  rateLimited: 'Trop de demandes : réessayez dans une minute.',
  unexpected: 'Une erreur inattendue est survenue. Réessayez plus tard.',
  retry: 'Réessayer',
} as const;
