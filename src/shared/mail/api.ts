import type { ApiClient } from '../api/client';
import type { Page } from '../api/hydra';
import type { MailQueued, MailSettings, OutboxEmail } from './types';

export const OUTBOX_EMAILS_PATH = '/mail/outbox-emails';
export const MAIL_SETTINGS_PATH = '/mail/settings';

/** Whose e-mails to list: a learner's or a document's (quotation, invoice, credit note; an invoice's receipts too). */
export type OutboxFilter = { learner: number } | { bill: number };

/** `GET /mail/outbox-emails?learner=|bill=`: newest first. */
export function listOutboxEmails(client: ApiClient, filter: OutboxFilter, page = 1, signal?: AbortSignal): Promise<Page<OutboxEmail>> {
  return client.list<OutboxEmail>(OUTBOX_EMAILS_PATH, { ...filter, page, itemsPerPage: 10 }, { signal });
}

/** `POST /mail/outbox-emails/{id}/retry`: a failed e-mail goes back to the queue. */
export function retryOutboxEmail(client: ApiClient, id: number): Promise<MailQueued> {
  return client.post<MailQueued>(`${OUTBOX_EMAILS_PATH}/${id}/retry`);
}

/** `GET /mail/settings`: whether e-mails leave the server. */
export function getMailSettings(client: ApiClient, signal?: AbortSignal): Promise<MailSettings> {
  return client.get<MailSettings>(MAIL_SETTINGS_PATH, undefined, { signal });
}

