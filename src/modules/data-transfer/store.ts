import { proxy } from 'valtio';

/** Client state of the export screen: the export being followed (its progress lives in SWR). */
export const dataTransferStore = proxy<{ exportId: number | null }>({ exportId: null });
