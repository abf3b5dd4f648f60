/**
 * The API paths of the accounting reads, shared by the modules whose writes make them stale (a module
 * never imports another): `useMutation`'s `revalidate` refreshes every SWR key starting with one.
 */
export const QUOTATIONS_PATH = '/accounting/quotations';
export const INVOICES_PATH = '/accounting/invoices';
/** A learner's invoices (spec part 2 §4), read by the learner record's tab « Factures ». */
export const LEARNER_BILLS_PATH = '/accounting/bills';
/** A learner's one balance (« Reste dû », « dont échu », « à échoir »), read by the same tab. */
export const LEARNER_BALANCE_PATH = '/learner/balance';
/** The reads an invoice write (or a quotation turned into an invoice) makes stale: the sales journal, the learners' invoices and balances. */
export const INVOICE_READS = [INVOICES_PATH, LEARNER_BILLS_PATH, LEARNER_BALANCE_PATH] as const;
