import { proxy } from 'valtio';

/** Client state of the wizard: the agency being configured (null: the user's current one) and an open settings dialog. */
export const accountSetupStore = proxy<{ agencyId: number | null; settings: 'student-app' | 'online-registration' | null }>({ agencyId: null, settings: null });
