import { proxy } from 'valtio';

/** Client state of the livret-numérique screen: the connection being opened (its dialog). */
export const dsrStore = proxy<{ connecting: { agencyId: number | null; scope: string } | null }>({ connecting: null });

export function openDsrConnect(agencyId: number | null, scope: string): void {
  dsrStore.connecting = { agencyId, scope };
}

export function closeDsrConnect(): void {
  dsrStore.connecting = null;
}
