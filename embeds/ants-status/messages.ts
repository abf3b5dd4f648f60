/** French texts of `<volant-ants-status>` (the indicator's labels are the navbar's). */
export const statusWidgetMessages = {
  label: 'État de la connexion',
  services: { ants: 'ANTS', livret: 'Livret numérique' },
  badService: 'Ce widget Volant est mal configuré : l’attribut « service » accepte ants ou livret.',
  badRefresh: 'Ce widget Volant est mal configuré : l’attribut « refresh » est un nombre de secondes (15 au moins).',
  noSession:
    'Aucune session Volant : collez le code d’intégration donné par Volant (il contient un jeton), ou ouvrez cette page sur l’adresse de Volant en étant connecté.',
  expired: 'Le jeton de ce widget a expiré : générez un nouveau code d’intégration depuis Volant (écran ANTS, « Intégrer sur votre site »).',
  sessionExpired: 'Votre session Volant a expiré : reconnectez-vous à Volant.',
  forbidden: 'Ce compte Volant n’a pas accès à l’état de connexion de ce service.',
  notFound: 'L’état de connexion de ce service est introuvable.',
  checkedAt: (time: string) => `Vérifié à ${time}`,
  details: { ants: (live: number, total: number) => `${live} connexion${live > 1 ? 's' : ''} active${live > 1 ? 's' : ''} sur ${total}`, livret: (live: number, total: number) => `${live} session${live > 1 ? 's' : ''} active${live > 1 ? 's' : ''} sur ${total}` },
} as const;
