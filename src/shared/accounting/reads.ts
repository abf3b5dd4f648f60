/**
 * The API paths of the accounting reads, shared by the modules whose writes make them stale (a module
 * never imports another): `useMutation`'s `revalidate` refreshes every SWR key starting with one.
 */
export const QUOTATIONS_PATH = '/accounting/quotations';
export const INVOICES_PATH = '/accounting/invoices';
/** A learner's invoices (spec part 2 §4), read by the learner record's tab « Factures ». */
export const LEARNER_BILLS_PATH = '/accounting/bills';
/** The reads an invoice write (or a quotation turned into an invoice) makes stale: the sales journal and the learners' invoices. */
export const INVOICE_READS = [INVOICES_PATH, LEARNER_BILLS_PATH] as const;
