import { SIGN_ON_FAILURES } from '../../shared/auth/sign-on-failures';

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
  /** Why the organisation's sign-on failed (`/auth/login?failed=…`), as `POST /api/auth` said (502, 503). */
  loginFailedBecause: SIGN_ON_FAILURES,
} as const;

type LoginFailure = keyof typeof authMessages.loginFailedBecause;

/** The failure a `POST /api/auth` status names, or null (the generic message). */
export function loginFailureOf(status: number): LoginFailure | null {
  if (status === 503) return 'sso-unavailable';
  if (status === 502) return 'sso-unreadable';
  return null;
}

/** The message of `/auth/login?failed=…`: the named failure's, else the generic one. */
export function loginFailedMessage(failure: string): string {
  return failure === 'sso-unavailable' || failure === 'sso-unreadable' ? authMessages.loginFailedBecause[failure] : authMessages.loginFailed;
}
