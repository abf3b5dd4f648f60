import { proxy } from 'valtio';

/** Client state of the users screen: the open dialog (form, confirmations). */
export type UsersDialog =
  | { kind: 'form'; memberId: number | null }
  | { kind: 'archive' | 'restore' | 'delete' | 'reset'; memberId: number }
  | null;

export const usersStore = proxy<{ dialog: UsersDialog }>({ dialog: null });

export function closeUsersDialog(): void {
  usersStore.dialog = null;
}
