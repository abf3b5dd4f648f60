/** French texts of the authentication screens (spec part 1 §8 verbatim where given). */
export const authMessages = {
  loginTitle: 'Connexion',
  redirecting: 'Redirection vers la page de connexion…',
  loggedOut: 'Déconnexion effectuée avec succès',
  signIn: 'Se connecter',
  loadingTitle: 'Connexion en cours',
  loading: 'Connexion en cours, veuillez patienter…',
  notAllowedTitle: 'Accès refusé',
  notAllowed: 'Votre compte n’est pas autorisé à se connecter à Volant. Contactez le gérant de votre structure.',
  backToLogin: 'Retour à la connexion',
  logout: 'Se déconnecter',
  loginFailed: 'La connexion a échoué. Veuillez vous reconnecter.',
} as const;
