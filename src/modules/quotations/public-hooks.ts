import useSWR from 'swr';
import type { ApiClient } from '../../shared/api/client';
import { downloadPublicQuotationPdf, getPublicQuotation, validatePublicQuotation } from './api';
import { quotationKeys } from './keys';

// The public page (no session): these take the client as an argument so the embed can reuse them.
// Kept apart from hooks.ts so that the quotation embed does not bundle the back office's list,
// session and form code (its size budget counts every byte).

export function usePublicQuotation(client: ApiClient, uuid: string) {
  return useSWR(quotationKeys.publicQuotation(uuid), ([, id]) => getPublicQuotation(client, id), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

export { downloadPublicQuotationPdf, validatePublicQuotation };
