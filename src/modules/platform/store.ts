import { proxy } from 'valtio';

/** Client state of the platform screens: the open form or confirmation, by kind and id (null: a new one). */
export type PlatformDialog = { kind: 'link' | 'tutorial' | 'notification'; id: number | null; confirmDelete?: boolean } | null;

export const platformStore = proxy<{ dialog: PlatformDialog }>({ dialog: null });

export function closePlatformDialog(): void {
  platformStore.dialog = null;
}
