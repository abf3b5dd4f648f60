import type { ApiClient, DownloadedFile } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type { BatchCreate, MandateFormInput, ReturnAnswer, ReturnImport } from './schema';
import type { SepaBatch, SepaMandate } from './types';

export const MANDATES_PATH = '/accounting/sepa-mandates';
export const BATCHES_PATH = '/accounting/sepa-batches';

/** `GET /accounting/sepa-mandates` (`learner`, `status`, page, itemsPerPage up to 100). */
export function listMandates(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<SepaMandate>> {
  return client.list<SepaMandate>(MANDATES_PATH, params, { signal });
}

/** `POST /accounting/sepa-mandates`: a mandate signed on paper. */
export function createMandate(client: ApiClient, payload: MandateFormInput): Promise<JsonLd<SepaMandate>> {
  return client.post<JsonLd<SepaMandate>>(MANDATES_PATH, payload);
}

/** `PATCH /accounting/sepa-mandates/{id}` `{status: revoked}`. */
export function revokeMandate(client: ApiClient, id: number): Promise<JsonLd<SepaMandate>> {
  return client.patch<JsonLd<SepaMandate>>(`${MANDATES_PATH}/${id}`, { status: 'revoked' });
}

/** `GET /accounting/sepa-batches` (`agency`, page, order). */
export function listBatches(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<SepaBatch>> {
  return client.list<SepaBatch>(BATCHES_PATH, params, { signal });
}

/** `POST /accounting/sepa-batches`: collects the agency's due instalments. */
export function createBatch(client: ApiClient, payload: BatchCreate): Promise<JsonLd<SepaBatch>> {
  return client.post<JsonLd<SepaBatch>>(BATCHES_PATH, payload);
}

/** `POST /accounting/sepa-returns`: the bank's pain.002, its rejects recorded. */
export function importReturns(client: ApiClient, payload: ReturnImport): Promise<ReturnAnswer> {
  return client.post<ReturnAnswer>('/accounting/sepa-returns', payload);
}

/** `GET /accounting/sepa-batches/{id}/pain008`: the file for the bank. */
export function downloadPain008(client: ApiClient, id: number): Promise<DownloadedFile> {
  return client.download(`${BATCHES_PATH}/${id}/pain008`);
}
