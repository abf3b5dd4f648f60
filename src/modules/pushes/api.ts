import type { ApiClient } from '../../shared/api/client';
import { readCollection, type HydraCollection, type JsonLd, type Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type { PushBulkCreate, PushCreate, PushPatch } from './schema';
import type { Push, PushDelivery, PushPatchAction } from './types';

export const PUSHES_PATH = '/pushes';
/**
 * The « public API base » of spec part 2 §7 for the push actions: the API the learners' application
 * shares. It is a path without the word « public », because the client sends no token to such URLs
 * (spec part 1 §6) and sending, relaunching or deleting must be authenticated (docs/decisions.md).
 */
export const PUSH_PUBLIC_API_BASE = '/kopilote';
export const pushActionPath = (id: number) => `${PUSH_PUBLIC_API_BASE}${PUSHES_PATH}/${id}`;

/** `GET /pushes` (structureId, page, itemsPerPage=10, simplesearch, status[], startDate[after], endDate[before], order[column]). */
export function listPushes(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Push>> {
  return client.list<Push>(PUSHES_PATH, params, { signal });
}

/** `POST /pushes`: a push to one learner. */
export function createPush(client: ApiClient, payload: PushCreate): Promise<JsonLd<Push>> {
  return client.post<JsonLd<Push>>(PUSHES_PATH, payload);
}

/** `POST /pushes/bulk`: one push per group. */
export async function createGroupPushes(client: ApiClient, payload: PushBulkCreate): Promise<Page<Push>> {
  return readCollection(await client.post<HydraCollection<Push>>(`${PUSHES_PATH}/bulk`, payload));
}

/** `PATCH /pushes/{id}` (merge-patch). */
export function updatePush(client: ApiClient, id: number, patch: PushPatch): Promise<JsonLd<Push>> {
  return client.patch<JsonLd<Push>>(`${PUSHES_PATH}/${id}`, patch);
}

/** `PATCH {public API base}/pushes/{id}?action=send|relaunch|duplicate`. */
export function pushAction(client: ApiClient, id: number, action: PushPatchAction): Promise<JsonLd<Push>> {
  return client.patch<JsonLd<Push>>(`${pushActionPath(id)}?action=${action}`, {});
}

/** `DELETE {public API base}/pushes/{id}`. */
export function deletePush(client: ApiClient, id: number): Promise<void> {
  return client.delete(pushActionPath(id));
}

/** `GET /pushes/{id}/deliveries`: the delivery log (not in the spec, see docs/decisions.md). */
export function listPushDeliveries(client: ApiClient, id: number, params: QueryParams, signal?: AbortSignal): Promise<Page<PushDelivery>> {
  return client.list<PushDelivery>(`${PUSHES_PATH}/${id}/deliveries`, params, { signal });
}
