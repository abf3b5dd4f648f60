/** Roles as the API answers them in `user.roles` (the first entry is the user's role, spec part 1 §6). */
export const ROLES = {
  admin: 'ADMIN',
  manager: 'MANAGER',
  administrative: 'Personnel administratif',
  trainer: 'Formateur',
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

/**
 * The role of a learner's own account (issue 41): never a staff role, it opens only the learner API
 * under `/api/me/…` and the pages at `/eleve/…`.
 */
export const LEARNER_ROLE = 'LEARNER';

/** The French label of a role or account type as screens show it (« Gérant », never the code « MANAGER »). */
const ROLE_LABELS: Record<string, string> = { [ROLES.admin]: 'Administrateur', [ROLES.manager]: 'Gérant' };

export function roleLabel(code: string): string {
  return ROLE_LABELS[code] ?? code;
}

export const ADMIN_TYPES = ['admin', 'commercial', 'sav'] as const;
export type AdminType = (typeof ADMIN_TYPES)[number];

/** The user's role is the first entry of `roles`. */
export function primaryRole(roles: readonly string[]): string | undefined {
  return roles[0];
}

export function isAdmin(roles: readonly string[]): boolean {
  return primaryRole(roles) === ROLES.admin;
}
