import type { QueryParams } from '../../shared/api/query';
import { primaryRole, ROLES } from '../../shared/auth/roles';
import { chosenAgencyIds, type AgencyScopeUser } from '../../shared/session/agency-scope';

/** The part of the session user the dashboard scope reads. */
export interface ScopeUser extends AgencyScopeUser {
  roles: readonly string[];
  structure: { id: number };
  agencies: readonly { id: number; name: string; isPrincipal: boolean }[];
}

export const isTrainer = (user: Pick<ScopeUser, 'roles'>) => primaryRole(user.roles) === ROLES.trainer;
export const isManagerial = (user: Pick<ScopeUser, 'roles'>) => {
  const role = primaryRole(user.roles);
  return role === ROLES.admin || role === ROLES.manager;
};

/** The agencies a dashboard covers: the session's one agency choice (selectedAgency), shared with every screen. */
export function chosenAgencies(user: ScopeUser): number[] {
  return chosenAgencyIds(user);
}

/** The scope of the dashboard calls: the chosen agencies, or nothing (the server's default: every agency of the user). */
export function scopeQuery(user: ScopeUser): QueryParams {
  const chosen = chosenAgencies(user);
  return chosen.length === user.agencies.length ? {} : { agency: chosen };
}

/**
 * The scope of the educational and financial report (spec: « structure or agencies[] »): the whole
 * structure for an admin or a manager who kept every agency, else the chosen agencies.
 */
export function reportScope(user: ScopeUser): QueryParams {
  const chosen = chosenAgencies(user);
  if (isManagerial(user) && chosen.length === user.agencies.length) return { structure: user.structure.id };
  return { agencies: chosen };
}

/** « toutes les agences » or the names of the chosen ones. */
export function scopeLabel(user: ScopeUser, all: string): string {
  const chosen = chosenAgencies(user);
  if (chosen.length === user.agencies.length && user.agencies.length > 1) return all;
  return user.agencies.filter((a) => chosen.includes(a.id)).map((a) => a.name).join(', ');
}
