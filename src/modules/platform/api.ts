import type { ApiClient } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type { LinkInput, LinkPatch, NotificationInput, NotificationPatch, SalesServiceInput, TutorialInput, TutorialPatch } from './schema';
import type { PlatformLink, PlatformNotification, SalesServiceParameters, SoftwareSetting, Tutorial } from './types';

export const LINKS_PATH = '/links';
export const TUTORIALS_PATH = '/tutorials';
export const NOTIFICATIONS_PATH = '/notifications';
export const SALES_PATH = '/sales-service-parameters';
export const SETTINGS_PATH = '/softwares/settings';

/** `GET /links`: the platform links (the sidebar's « Réseaux sociaux » group reads the same call). */
export function listLinks(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<PlatformLink>> {
  return client.list<PlatformLink>(LINKS_PATH, params, { signal });
}

/** `POST /links` (multipart: the fields and an optional `file`). */
export function createLink(client: ApiClient, input: LinkInput, file: File | null): Promise<JsonLd<PlatformLink>> {
  const form = new FormData();
  form.set('label', input.label);
  form.set('url', input.url);
  form.set('ssp', String(input.ssp));
  form.set('opensInNewTab', String(input.opensInNewTab));
  form.set('indexOrder', String(input.indexOrder));
  if (file) form.set('file', file);
  return client.upload<JsonLd<PlatformLink>>(LINKS_PATH, form);
}

export function updateLink(client: ApiClient, id: number, patch: LinkPatch): Promise<JsonLd<PlatformLink>> {
  return client.patch<JsonLd<PlatformLink>>(`${LINKS_PATH}/${id}`, patch);
}

export function deleteLink(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${LINKS_PATH}/${id}`);
}

export function listTutorials(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Tutorial>> {
  return client.list<Tutorial>(TUTORIALS_PATH, params, { signal });
}

/** `GET /tutorials/group`: every tutorial, by group then order (the shell's contextual tutorials). */
export function listTutorialGroups(client: ApiClient, signal?: AbortSignal): Promise<Page<Tutorial>> {
  return client.list<Tutorial>(`${TUTORIALS_PATH}/group`, undefined, { signal });
}

export function createTutorial(client: ApiClient, input: TutorialInput): Promise<JsonLd<Tutorial>> {
  return client.post<JsonLd<Tutorial>>(TUTORIALS_PATH, input);
}

export function updateTutorial(client: ApiClient, id: number, patch: TutorialPatch): Promise<JsonLd<Tutorial>> {
  return client.patch<JsonLd<Tutorial>>(`${TUTORIALS_PATH}/${id}`, patch);
}

export function deleteTutorial(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${TUTORIALS_PATH}/${id}`);
}

/** `GET /notifications`: all of them for an admin, the ones active today for the others. */
export function listNotifications(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<PlatformNotification>> {
  return client.list<PlatformNotification>(NOTIFICATIONS_PATH, params, { signal });
}

export function createNotification(client: ApiClient, input: NotificationInput): Promise<JsonLd<PlatformNotification>> {
  return client.post<JsonLd<PlatformNotification>>(NOTIFICATIONS_PATH, input);
}

export function updateNotification(client: ApiClient, id: number, patch: NotificationPatch): Promise<JsonLd<PlatformNotification>> {
  return client.patch<JsonLd<PlatformNotification>>(`${NOTIFICATIONS_PATH}/${id}`, patch);
}

export function deleteNotification(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${NOTIFICATIONS_PATH}/${id}`);
}

export function listSalesParameters(client: ApiClient, signal?: AbortSignal): Promise<Page<SalesServiceParameters>> {
  return client.list<SalesServiceParameters>(SALES_PATH, undefined, { signal });
}

export function createSalesParameters(client: ApiClient, input: SalesServiceInput): Promise<JsonLd<SalesServiceParameters>> {
  return client.post<JsonLd<SalesServiceParameters>>(SALES_PATH, input);
}

export function listSettings(client: ApiClient, signal?: AbortSignal): Promise<Page<SoftwareSetting>> {
  return client.list<SoftwareSetting>(SETTINGS_PATH, undefined, { signal });
}

export function updateSetting(client: ApiClient, key: string, value: string): Promise<JsonLd<SoftwareSetting>> {
  return client.patch<JsonLd<SoftwareSetting>>(`${SETTINGS_PATH}/${encodeURIComponent(key)}`, { value });
}
