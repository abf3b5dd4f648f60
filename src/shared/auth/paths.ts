/**
 * Paths of the authentication screens (spec part 1 §2, §6). Shared: the SSO sends its tickets back to
 * `loading`, the server accepts tickets only for it and the CLI asks tickets for it, like the app.
 */
/** The learner's own space, served by Volant (issue 41): his invitation and his sign-in lead there. */
export const LEARNER_SPACE_PATH = '/eleve';

export const AUTH_PATHS = {
  login: '/auth/login',
  loading: '/auth/loading',
  notAllowed: '/auth/not-allowed',
} as const;
