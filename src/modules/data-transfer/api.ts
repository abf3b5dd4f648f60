import type { ApiClient, DownloadedFile } from '../../shared/api/client';
import type { JsonLd } from '../../shared/api/hydra';
import type { DataExport, DuplicateChoice, ImportKind, ImportMapping, ImportPreview, ImportResult } from './types';

/** The file and, once the person has seen the guess, the column mapping (without it the server guesses from the headers). */
function csvForm(file: File, mapping: ImportMapping | null): FormData {
  const form = new FormData();
  form.set('file', file);
  if (mapping) form.set('mapping', JSON.stringify(mapping));
  return form;
}

/** `POST /imports/{kind}/preview`: the dry run — the mapping, every line checked, nothing written. */
export function previewImport(client: ApiClient, kind: ImportKind, file: File, mapping: ImportMapping | null): Promise<ImportPreview> {
  return client.upload<ImportPreview>(`/imports/${kind}/preview`, csvForm(file, mapping));
}

/** `POST /imports/{kind}`: all lines in one transaction, or none; `duplicates` says what to do with the duplicates the check found. */
export function runImport(client: ApiClient, kind: ImportKind, file: File, mapping: ImportMapping | null, duplicates?: DuplicateChoice): Promise<ImportResult> {
  const form = csvForm(file, mapping);
  if (duplicates) form.set('duplicates', duplicates);
  return client.upload<ImportResult>(`/imports/${kind}`, form);
}

/** `POST /exports`: starts the export of the whole structure. */
export function startExport(client: ApiClient): Promise<JsonLd<DataExport>> {
  return client.post<JsonLd<DataExport>>('/exports');
}

/** `GET /exports/{id}`: its progress. */
export function getExport(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<DataExport>> {
  return client.get<JsonLd<DataExport>>(`/exports/${id}`, undefined, { signal });
}

/** `GET /exports/{id}/file`: the zip of CSV files. */
export function downloadExport(client: ApiClient, id: number): Promise<DownloadedFile> {
  return client.download(`/exports/${id}/file`);
}
