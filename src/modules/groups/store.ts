import { proxy } from 'valtio';

/** Client state of the groups screen: the group whose members are shown. */
export const groupsStore = proxy<{ membersOf: number | null }>({ membersOf: null });

export function showGroupMembers(id: number | null): void {
  groupsStore.membersOf = id;
}
