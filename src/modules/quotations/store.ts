import { proxy } from 'valtio';
import { onSignOut } from '../../shared/session/store';

/**
 * Client state of the quotation screens: the flags of the actions in progress (spec part 1 §4:
 * loading, sending e-mail, validating, duplicating) and whether the list's filter panel is open.
 */
export interface QuotationsState {
  /** A transform or a deletion is running. */
  loading: boolean;
  sendingEmail: boolean;
  validating: boolean;
  duplicating: boolean;
  filtersOpen: boolean;
}

const initial: QuotationsState = { loading: false, sendingEmail: false, validating: false, duplicating: false, filtersOpen: false };

export const quotationsStore = proxy<QuotationsState>({ ...initial });

export type QuotationFlag = 'loading' | 'sendingEmail' | 'validating' | 'duplicating';

/** Runs an action with one of the flags raised, lowering it whatever happens. */
export async function withFlag<T>(flag: QuotationFlag, action: () => Promise<T>): Promise<T> {
  quotationsStore[flag] = true;
  try {
    return await action();
  } finally {
    quotationsStore[flag] = false;
  }
}

onSignOut(() => Object.assign(quotationsStore, initial));
