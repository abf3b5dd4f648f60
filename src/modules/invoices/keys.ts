import { INVOICES_PATH, LEARNER_BALANCE_PATH, LEARNER_BILLS_PATH } from '../../shared/accounting/reads';
import type { QueryParams } from '../../shared/api/query';

/** The invoices module's SWR keys: one builder per read (the list's key comes from `useListController`). */
export const invoiceKeys = {
  invoice: (id: number) => [`${INVOICES_PATH}/${id}`] as const,
  /** A learner's documents (`/accounting/bills?learner=…`): revalidated with `INVOICE_READS`. */
  learnerBills: <Q extends QueryParams>(query: Q) => [LEARNER_BILLS_PATH, query] as const,
  /** A learner's one balance (`/learner/balance/{id}`): revalidated with `INVOICE_READS`. */
  learnerBalance: (learnerId: number) => [`${LEARNER_BALANCE_PATH}/${learnerId}`] as const,
};
