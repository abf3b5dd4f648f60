import type { QueryParams } from '../api/query';

/** The part of the session user the agency rules read (works on Valtio snapshots too). */
export interface AgencyScopeUser {
  isConfigGeneral: boolean | null;
  agencies: readonly { id: number; isPrincipal: boolean }[];
  selectedAgency: number | null;
}

/**
 * The one agency choice of the session (spec part 1 §1, selectedAgency), honoured by every screen:
 * the selected agency when it is one of the user's; otherwise, with isConfigGeneral, null (every
 * agency of the structure), and without it the first agency (a per-agency account works on one).
 */
export function chosenAgencyId(user: AgencyScopeUser): number | null {
  const own = user.agencies.find((agency) => agency.id === user.selectedAgency);
  if (own) return own.id;
  return user.isConfigGeneral ? null : (user.agencies[0]?.id ?? null);
}

/** The agencies the session's choice covers: the chosen one, or every agency of the user. */
export function chosenAgencyIds(user: AgencyScopeUser): number[] {
  const chosen = chosenAgencyId(user);
  return chosen === null ? user.agencies.map((agency) => agency.id) : [chosen];
}

/**
 * The agency filter of a list (spec part 1 §6): with isConfigGeneral, several agencies (`agency[]`:
 * the chosen one, or every agency of the user); otherwise the chosen agency (`agency`).
 */
export function agencyScope(user: AgencyScopeUser): QueryParams {
  if (user.isConfigGeneral) return { agency: chosenAgencyIds(user) };
  const agency = chosenAgencyId(user);
  return agency === null ? {} : { agency: String(agency) };
}

/**
 * The session's choice as a one-agency filter (`agency`), for reads that take a single agency (ANTS
 * statistics, learner searches): the chosen agency, or none — every agency of the user — when a
 * structure configured as a whole chose « Toutes les agences ».
 */
export function chosenAgencyFilter(user: AgencyScopeUser): QueryParams {
  const agency = chosenAgencyId(user);
  return agency === null ? {} : { agency: String(agency) };
}

/** The agency a new record belongs to: the selected one, else the principal, else the first. */
export function currentAgencyId(user: Omit<AgencyScopeUser, 'isConfigGeneral'>): number | null {
  return user.selectedAgency ?? user.agencies.find((a) => a.isPrincipal)?.id ?? user.agencies[0]?.id ?? null;
}
