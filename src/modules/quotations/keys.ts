import { QUOTATIONS_PATH } from '../../shared/accounting/reads';

/** The quotations module's SWR keys: one builder per read (the list's key comes from `useListController`). */
export const quotationKeys = {
  quotation: (id: number) => [`${QUOTATIONS_PATH}/${id}`] as const,
  /** The public page of a quotation (no session), also the quotation embed's read. */
  publicQuotation: (uuid: string) => ['/accounting/public/quotation-details', uuid] as const,
};
