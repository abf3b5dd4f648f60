import { proxy } from 'valtio';

/** Client state of the contract screens: the contract whose amendments are unfolded. */
export const contractsStore = proxy<{ expanded: number | null }>({ expanded: null });

export function toggleContract(id: number): void {
  contractsStore.expanded = contractsStore.expanded === id ? null : id;
}
