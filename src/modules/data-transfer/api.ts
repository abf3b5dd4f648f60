import type { ApiClient, DownloadedFile } from '../../shared/api/client';
import type { JsonLd } from '../../shared/api/hydra';
import type { DataExport, DuplicateChoice, ImportKind, ImportPreview, ImportResult } from './types';

function csvForm(file: File): FormData {
  const form = new FormData();
  form.set('file', file);
  return form;
}

/** `POST /imports/{kind}/preview`: every line checked, nothing written. */
export function previewImport(client: ApiClient, kind: ImportKind, file: File): Promise<ImportPreview> {
  return client.upload<ImportPreview>(`/imports/${kind}/preview`, csvForm(file));
}

/** `POST /imports/{kind}`: all lines in one transaction, or none; `duplicates` says what to do with the duplicates the check found. */
export function runImport(client: ApiClient, kind: ImportKind, file: File, duplicates?: DuplicateChoice): Promise<ImportResult> {
  const form = csvForm(file);
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
