import { proxy } from 'valtio';

/**
 * Client state of the VAT screen. `deleteError` holds a refused deletion (spec part 2 §8: silent in
 * the alert area, a flag the screen shows and the user can clear).
 */
export const vatStore = proxy<{ deleteError: string | null }>({ deleteError: null });

export function clearVatDeleteError(): void {
  vatStore.deleteError = null;
}
