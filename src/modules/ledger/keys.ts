import { VERIFY_PATH } from './api';

/** The ledger module's SWR keys (the lists' come from their list controllers). */
export const ledgerKeys = {
  verification: () => [VERIFY_PATH] as const,
};
