import type { MailDelivery } from '../../shared/mail/types';
import type { ApiClient } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type { NoticeCreate, NoticeReport } from './schema';
import type { Notice, NoticeRequest, Reason } from './types';

export const REQUESTS_PATH = '/requests';
export const NOTICES_PATH = '/notices';
export const REASONS_PATH = '/reasons';

/** `GET /requests` (agency, requestDate[after|before], status[], noticeStatus[]; requestDate descending). */
export function listRequests(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<NoticeRequest>> {
  return client.list<NoticeRequest>(REQUESTS_PATH, params, { signal });
}

/** `POST /requests`: asks a learner for a certified notice. */
export function createRequest(client: ApiClient, learnerId: number): Promise<JsonLd<NoticeRequest> & MailDelivery> {
  return client.post<JsonLd<NoticeRequest> & MailDelivery>(REQUESTS_PATH, { learner: learnerId });
}

/** `POST /remind` (request_id). */
export function remind(client: ApiClient, requestId: number): Promise<JsonLd<NoticeRequest> & MailDelivery> {
  return client.post<JsonLd<NoticeRequest> & MailDelivery>('/remind', { request_id: requestId });
}

/** `GET /notices` (verified 0/1, structureId, agency). */
export function listNotices(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Notice>> {
  return client.list<Notice>(NOTICES_PATH, params, { signal });
}

export function createNotice(client: ApiClient, payload: NoticeCreate): Promise<JsonLd<Notice>> {
  return client.post<JsonLd<Notice>>(NOTICES_PATH, payload);
}

/** `POST /notices/report`. */
export function reportNotice(client: ApiClient, payload: NoticeReport): Promise<JsonLd<Notice>> {
  return client.post<JsonLd<Notice>>(`${NOTICES_PATH}/report`, payload);
}

/** `GET /reasons`. */
export function listReasons(client: ApiClient, signal?: AbortSignal): Promise<Page<Reason>> {
  return client.list<Reason>(REASONS_PATH, undefined, { signal });
}
