/**
 * Why the organisation's sign-on failed, as `POST /api/auth` answers it (503, 502) and the login screen
 * repeats it (`/auth/login?failed=…`): one French text each, shared by the server and the screen.
 */
export const SIGN_ON_FAILURES = {
  'sso-unavailable': 'Le service de connexion de votre organisation ne répond pas. Réessayez dans quelques instants.',
  'sso-unreadable': 'Le service de connexion de votre organisation a donné une réponse illisible. Prévenez l’administrateur de Volant.',
} as const;
