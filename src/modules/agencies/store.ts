import { proxy } from 'valtio';

/** Client state of the agencies screen: which dialog is open. */
export const agenciesStore = proxy<{ editing: number | null; requesting: boolean; autoConfig: number | null }>({ editing: null, requesting: false, autoConfig: null });
