/** Roles as the API answers them in `user.roles` (the first entry is the user's role, spec part 1 §6). */
export const ROLES = {
  admin: 'ADMIN',
  manager: 'MANAGER',
  administrative: 'Personnel administratif',
  trainer: 'Formateur',
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

export const ADMIN_TYPES = ['admin', 'commercial', 'sav'] as const;
export type AdminType = (typeof ADMIN_TYPES)[number];

/** The user's role is the first entry of `roles`. */
export function primaryRole(roles: readonly string[]): string | undefined {
  return roles[0];
}

export function isAdmin(roles: readonly string[]): boolean {
  return primaryRole(roles) === ROLES.admin;
}
