import { MAIL_SETTINGS_PATH, OUTBOX_EMAILS_PATH, type OutboxFilter } from './api';

/** The SWR keys of the e-mail reads. */
export const mailKeys = {
  outbox: (filter: OutboxFilter, page: number) => [OUTBOX_EMAILS_PATH, filter, page] as const,
  settings: () => [MAIL_SETTINGS_PATH] as const,
};
