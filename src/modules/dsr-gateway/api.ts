import type { ApiClient } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type { DsrConnectPayload } from './schema';
import type { DsrGateway, LessonErrorType, LessonSlot, LivretDashboard } from './types';

export const DSR_GATEWAY_PATH = '/state-api/agencies';
export const LESSON_SLOTS_PATH = '/livret/lesson-slot';
export const LESSON_ERROR_TYPES_PATH = '/livret/lesson-slot/error-types';
export const LIVRET_DASHBOARD_PATH = '/livret/dashboard';

/** `GET /state-api/agencies` (structure, isGlobal): the gateway mode and its sessions. */
export function getDsrGateway(client: ApiClient, params: { structure?: number; isGlobal?: boolean } = {}, signal?: AbortSignal): Promise<JsonLd<DsrGateway>> {
  return client.get<JsonLd<DsrGateway>>(DSR_GATEWAY_PATH, { structure: params.structure, isGlobal: params.isGlobal }, { signal });
}

/** `POST /livret/connect` (mode, agencyId, login, password). */
export function connectDsr(client: ApiClient, payload: DsrConnectPayload): Promise<JsonLd<DsrGateway>> {
  return client.post<JsonLd<DsrGateway>>('/livret/connect', payload);
}

/** `POST /livret/disconnect` (sessionId). */
export function disconnectDsr(client: ApiClient, sessionId: number): Promise<void> {
  return client.post<void>('/livret/disconnect', { sessionId });
}

/** `GET /livret/lesson-slot` (agency, lessonType, training, errorType, status, duration[gte|lte], slot.date…). */
export function listLessonSlots(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<LessonSlot>> {
  return client.list<LessonSlot>(LESSON_SLOTS_PATH, params, { signal });
}

/** `GET /livret/lesson-slot/error-types`. */
export function listLessonErrorTypes(client: ApiClient, signal?: AbortSignal): Promise<Page<LessonErrorType>> {
  return client.list<LessonErrorType>(LESSON_ERROR_TYPES_PATH, undefined, { signal });
}

/** `POST /livret/lesson-slot/{id}/send`: declares a refused lesson again. */
export function sendLessonSlot(client: ApiClient, id: number): Promise<JsonLd<LessonSlot>> {
  return client.post<JsonLd<LessonSlot>>(`${LESSON_SLOTS_PATH}/${id}/send`, {});
}

/** `GET /livret/dashboard` (agency, slot.date[after|before]). */
export function getLivretDashboard(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<JsonLd<LivretDashboard>> {
  return client.get<JsonLd<LivretDashboard>>(LIVRET_DASHBOARD_PATH, params, { signal });
}
