import { proxy } from 'valtio';
import { onSignOut } from '../../shared/session/store';

/** Client state of the billing configuration: the agency whose configuration is edited (per-agency mode). */
export const billingStore = proxy<{ agencyId: number | null }>({ agencyId: null });

onSignOut(() => {
  billingStore.agencyId = null;
});
