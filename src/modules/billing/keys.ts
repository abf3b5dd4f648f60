import { BILLINGS_PATH, CUSTOMER_ACCOUNTS_PATH, FISCAL_YEAR_PATH } from './api';

/** The billing module's SWR keys: one builder per read. */
export const billingKeys = {
  billings: (agencies: readonly number[]) => [BILLINGS_PATH, agencies.length === 1 ? { agency: agencies[0] } : { agency: [...agencies] }] as const,
  billingAgencies: (agencies: readonly number[]) => ['/billings-agency', { agency: [...agencies] }] as const,
  customerAccount: (agencyId: number) => [CUSTOMER_ACCOUNTS_PATH, agencyId] as const,
  fiscalYear: () => [FISCAL_YEAR_PATH] as const,
};
