import type { AgencyConfig } from '../../shared/references/configuration';

/** Local-storage key of « the account is configured »: once true, the agency configuration is not fetched again. */
export const ACCOUNT_CONFIGURED_STORAGE_KEY = 'isAccountConfigured';

/**
 * Spec part 1 §6: a user with isConfigGeneral needs every agency configured; otherwise the selected
 * agency, or any agency, is enough.
 */
export function isAccountReady(
  user: { isConfigGeneral: boolean | null; selectedAgency: number | null; agencies: readonly { id: number }[] },
  configs: readonly Pick<AgencyConfig, 'agency' | 'isAccountConfigured'>[],
): boolean {
  const configured = (id: number) => configs.some((c) => c.agency === id && c.isAccountConfigured);
  if (user.agencies.length === 0) return false;
  if (user.isConfigGeneral) return user.agencies.every((a) => configured(a.id));
  if (user.selectedAgency !== null && configured(user.selectedAgency)) return true;
  return user.agencies.some((a) => configured(a.id));
}

/** The agencies a wizard step writes to: every agency when configuring the structure as a whole, else the chosen one. */
export function targetAgencies(agencyId: number | null, agencies: readonly { id: number }[]): number[] {
  return agencyId === null ? agencies.map((a) => a.id) : [agencyId];
}
