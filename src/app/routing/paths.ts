/** Paths the shell itself redirects to (spec part 1 §2, §6). */
export const PATHS = {
  home: '/',
  role: '/role',
  planning: '/planning',
  notFound: '/page-not-found',
  login: '/auth/login',
  loading: '/auth/loading',
  notAllowed: '/auth/not-allowed',
  accountConfiguration: '/configuration/configuration-compte',
} as const;
