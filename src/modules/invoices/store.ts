import { proxy } from 'valtio';
import { onSignOut } from '../../shared/session/store';

/** Client state of the invoice screens: the actions in progress and the list's filter panel. */
export interface InvoicesState {
  validating: boolean;
  sendingEmail: boolean;
  filtersOpen: boolean;
}

const initial: InvoicesState = { validating: false, sendingEmail: false, filtersOpen: false };

export const invoicesStore = proxy<InvoicesState>({ ...initial });

export async function withInvoiceFlag<T>(flag: 'validating' | 'sendingEmail', action: () => Promise<T>): Promise<T> {
  invoicesStore[flag] = true;
  try {
    return await action();
  } finally {
    invoicesStore[flag] = false;
  }
}

onSignOut(() => Object.assign(invoicesStore, initial));
