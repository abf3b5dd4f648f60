import type { QueryParams } from '../api/query';

/** The part of the session user the agency rules read (works on Valtio snapshots too). */
export interface AgencyScopeUser {
  isConfigGeneral: boolean | null;
  agencies: readonly { id: number; isPrincipal: boolean }[];
  selectedAgency: number | null;
}

/**
 * The agency filter of a list (spec part 1 §6): with isConfigGeneral, every agency of the user
 * (`agency[]`); otherwise the selected agency (`agency`), or the first one when none is selected.
 */
export function agencyScope(user: AgencyScopeUser): QueryParams {
  if (user.isConfigGeneral) return { agency: user.agencies.map((agency) => agency.id) };
  const agency = user.selectedAgency ?? user.agencies[0]?.id;
  return agency === undefined ? {} : { agency: String(agency) };
}

/** The agency a new record belongs to: the selected one, else the principal, else the first. */
export function currentAgencyId(user: Omit<AgencyScopeUser, 'isConfigGeneral'>): number | null {
  return user.selectedAgency ?? user.agencies.find((a) => a.isPrincipal)?.id ?? user.agencies[0]?.id ?? null;
}
