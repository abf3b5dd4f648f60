import type { ApiClient, DownloadedFile } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type { ClosureCreate } from './schema';
import type { LedgerClosure, LedgerEvent, LedgerVerification } from './types';

export const EVENTS_PATH = '/accounting/ledger/events';
export const CLOSURES_PATH = '/accounting/ledger/closures';
export const VERIFY_PATH = '/accounting/ledger/verify';

/** `GET /accounting/ledger/events` (page, itemsPerPage, eventType, documentType, createdAt range, simplesearch, order[seq]). */
export function listLedgerEvents(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<LedgerEvent>> {
  return client.list<LedgerEvent>(EVENTS_PATH, params, { signal });
}

/** `GET /accounting/ledger/verify`: checks the structure's hash chain. */
export function verifyLedger(client: ApiClient, signal?: AbortSignal): Promise<JsonLd<LedgerVerification>> {
  return client.get<JsonLd<LedgerVerification>>(VERIFY_PATH, undefined, { signal });
}

/** `GET /accounting/ledger/closures` (periodType, page, order). */
export function listClosures(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<LedgerClosure>> {
  return client.list<LedgerClosure>(CLOSURES_PATH, params, { signal });
}

/** `POST /accounting/ledger/closures`: closes a finished day, month or year. */
export function createClosure(client: ApiClient, payload: ClosureCreate): Promise<JsonLd<LedgerClosure>> {
  return client.post<JsonLd<LedgerClosure>>(CLOSURES_PATH, payload);
}

/** `GET /accounting/ledger/archive?from&to`: the signed fiscal archive (zip). */
export function downloadFiscalArchive(client: ApiClient, from: string, to: string): Promise<DownloadedFile> {
  return client.download('/accounting/ledger/archive', { from, to });
}

/** `GET /accounting/ledger/attestation`: the publisher's individual NF525 attestation (PDF). */
export function downloadAttestation(client: ApiClient): Promise<DownloadedFile> {
  return client.download('/accounting/ledger/attestation');
}

/** `GET /accounting/ledger/fec?year`: the « Fichier des écritures comptables » of a fiscal year (tab-separated text). */
export function downloadFec(client: ApiClient, year: number): Promise<DownloadedFile> {
  return client.download('/accounting/ledger/fec', { year });
}
