export { AUTH_PATHS } from '../../shared/auth/paths';

/** Where a user lands after a sign-in (spec part 1 §2, §6). */
export const LANDING_PATHS = {
  admin: '/role',
  accountConfiguration: '/configuration/configuration-compte',
  home: '/',
} as const;
