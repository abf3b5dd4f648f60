import { proxy } from 'valtio';

/**
 * Client state of the organisations screen. `deleteError` holds a refused deletion (spec part 2 §8:
 * silent in the alert area, a flag the screen shows and the user can clear).
 */
export const organisationsStore = proxy<{ deleteError: string | null }>({ deleteError: null });

export function clearOrganisationDeleteError(): void {
  organisationsStore.deleteError = null;
}
