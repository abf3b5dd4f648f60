import type { ApiClient } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type { TvaCreate, TvaPatch } from './schema';
import type { Tva } from './types';

export const TVAS_PATH = '/billing/tvas';

/** `GET /billing/tvas` (page, itemsPerPage 10, agency, simplesearch, order; or isDefault up to 10000). */
export function listTvas(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Tva>> {
  return client.list<Tva>(TVAS_PATH, params, { signal });
}

export function createTva(client: ApiClient, payload: TvaCreate): Promise<JsonLd<Tva>> {
  return client.post<JsonLd<Tva>>(TVAS_PATH, payload);
}

export function updateTva(client: ApiClient, id: number, patch: TvaPatch): Promise<JsonLd<Tva>> {
  return client.patch<JsonLd<Tva>>(`${TVAS_PATH}/${id}`, patch);
}

export function deleteTva(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${TVAS_PATH}/${id}`);
}
