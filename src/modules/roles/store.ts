import { proxy } from 'valtio';

/** Client state of the role screen: the agency and the user whose permissions are being edited. */
export const rolesStore = proxy<{ agencyId: number | null; userId: number | null }>({ agencyId: null, userId: null });
