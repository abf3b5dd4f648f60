/** Paths of the authentication screens and of the landings after a sign-in (spec part 1 §2, §6). */
export const AUTH_PATHS = {
  login: '/auth/login',
  loading: '/auth/loading',
  notAllowed: '/auth/not-allowed',
} as const;

export const LANDING_PATHS = {
  admin: '/role',
  accountConfiguration: '/configuration/configuration-compte',
  home: '/',
} as const;
