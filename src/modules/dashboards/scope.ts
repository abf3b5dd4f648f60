import type { QueryParams } from '../../shared/api/query';
import { primaryRole, ROLES } from '../../shared/auth/roles';

/** The part of the session user the dashboard scope reads. */
export interface ScopeUser {
  roles: readonly string[];
  structure: { id: number };
  agencies: readonly { id: number; name: string }[];
}

export const isTrainer = (user: Pick<ScopeUser, 'roles'>) => primaryRole(user.roles) === ROLES.trainer;
export const isManagerial = (user: Pick<ScopeUser, 'roles'>) => {
  const role = primaryRole(user.roles);
  return role === ROLES.admin || role === ROLES.manager;
};

/** The agencies chosen in the URL (`agency[]`), kept to the user's; none chosen: all of them. */
export function chosenAgencies(params: URLSearchParams, user: ScopeUser): number[] {
  const own = user.agencies.map((a) => a.id);
  const chosen = params.getAll('agency[]').map(Number).filter((id) => own.includes(id));
  return chosen.length > 0 ? [...new Set(chosen)] : own;
}

/** The scope of the dashboard calls: the chosen agencies, or nothing (the server's default: every agency of the user). */
export function scopeQuery(params: URLSearchParams, user: ScopeUser): QueryParams {
  const chosen = chosenAgencies(params, user);
  return chosen.length === user.agencies.length ? {} : { agency: chosen };
}

/**
 * The scope of the educational and financial report (spec: « structure or agencies[] »): the whole
 * structure for an admin or a manager who kept every agency, else the chosen agencies.
 */
export function reportScope(params: URLSearchParams, user: ScopeUser): QueryParams {
  const chosen = chosenAgencies(params, user);
  if (isManagerial(user) && chosen.length === user.agencies.length) return { structure: user.structure.id };
  return { agencies: chosen };
}

/** « toutes les agences » or the names of the chosen ones. */
export function scopeLabel(params: URLSearchParams, user: ScopeUser, all: string): string {
  const chosen = chosenAgencies(params, user);
  if (chosen.length === user.agencies.length && user.agencies.length > 1) return all;
  return user.agencies.filter((a) => chosen.includes(a.id)).map((a) => a.name).join(', ');
}
