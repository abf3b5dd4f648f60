import type { MailAttachedPdf } from '../../shared/accounting/mail';
import type { MailQueued } from '../../shared/mail/types';
import type { ApiClient, DownloadedFile } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type { QuotationCreate, QuotationPatch } from './schema';
import type { PublicQuotation, Quotation, QuotationDetails } from './types';

import { QUOTATIONS_PATH } from '../../shared/accounting/reads';

export { QUOTATIONS_PATH } from '../../shared/accounting/reads';

/** `GET /accounting/quotations` (simplesearch, page, itemsPerPage, agency, status[], organizationFilter, createdAtBefore/After, totalPriceTtc gte/lte, order). */
export function listQuotations(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Quotation>> {
  return client.list<Quotation>(QUOTATIONS_PATH, params, { signal });
}

export function getQuotation(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<QuotationDetails>> {
  return client.get<JsonLd<QuotationDetails>>(`${QUOTATIONS_PATH}/${id}`, undefined, { signal });
}

export function createQuotation(client: ApiClient, payload: QuotationCreate): Promise<JsonLd<QuotationDetails>> {
  return client.post<JsonLd<QuotationDetails>>(QUOTATIONS_PATH, payload);
}

/** Edits a quotation or moves its status (validate 3, refuse -1): `PATCH /accounting/quotations/{id}`. */
export function updateQuotation(client: ApiClient, id: number, patch: QuotationPatch): Promise<JsonLd<QuotationDetails>> {
  return client.patch<JsonLd<QuotationDetails>>(`${QUOTATIONS_PATH}/${id}`, patch);
}

export function deleteQuotation(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${QUOTATIONS_PATH}/${id}`);
}

/** `POST /accounting/bills/duplicate`: a new draft copy. */
export function duplicateQuotation(client: ApiClient, id: number): Promise<JsonLd<QuotationDetails>> {
  return client.post<JsonLd<QuotationDetails>>('/accounting/bills/duplicate', { bill: id });
}

/** `POST /accounting/bills/transform`: the quotation becomes a draft invoice (answered). */
export function transformQuotation(client: ApiClient, id: number): Promise<JsonLd<{ id: number; number: string | null }>> {
  return client.post<JsonLd<{ id: number; number: string | null }>>('/accounting/bills/transform', { bill: id });
}

/** `POST /accounting/mail-accounting-attached-pdf` for a quotation. */
export function sendQuotationByEmail(client: ApiClient, id: number, options: Omit<MailAttachedPdf, 'document' | 'id'> = {}): Promise<MailQueued> {
  return client.post<MailQueued>('/accounting/mail-accounting-attached-pdf', { document: 'quotation', id, ...options });
}

/** `POST /accounting/mail-validation-bill`: e-mails the public validation link. */
export function sendValidationLink(client: ApiClient, id: number, to?: string): Promise<MailQueued & { link: string }> {
  return client.post<MailQueued & { link: string }>('/accounting/mail-validation-bill', { bill: id, ...(to ? { to } : {}) });
}

export function downloadQuotationPdf(client: ApiClient, id: number): Promise<DownloadedFile> {
  return client.download(`${QUOTATIONS_PATH}/${id}/pdf`);
}

// Public calls: their path contains « public », so the client sends no token (spec part 1 §6).

export function getPublicQuotation(client: ApiClient, uuid: string, signal?: AbortSignal): Promise<JsonLd<PublicQuotation>> {
  return client.get<JsonLd<PublicQuotation>>(`/accounting/public/quotation-details/${encodeURIComponent(uuid)}`, undefined, { signal });
}

export function validatePublicQuotation(client: ApiClient, uuid: string): Promise<{ uuid: string; status: number; acceptedAt: string }> {
  return client.post('/accounting/public/validation-bills', { uuid });
}

export function downloadPublicQuotationPdf(client: ApiClient, uuid: string): Promise<DownloadedFile> {
  return client.download(`/accounting/public/quotation-pdf/${encodeURIComponent(uuid)}`);
}

/** The evidence of the acceptance on the public page (JSON: who, when, the PDF's SHA-256, address, user agent). */
export function downloadAcceptanceEvidence(client: ApiClient, id: number): Promise<DownloadedFile> {
  return client.download(`/accounting/quotations/${id}/acceptance-evidence`);
}
