import type { z } from 'zod';
import type { JsonLd } from '../api/hydra';
import type { mailSettingsSchema, outboxEmailSchema } from './schema';

export { DELIVERY_STATES, MAIL_DOCUMENTS, type DeliveryState, type MailDocument } from './states';

/** `GET /mail/outbox-emails` member (JSON-LD type OutboxEmail). */
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/** `GET /mail/settings`. */
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/** Where the e-mails a call queued stand: `sentAt` once the SMTP server accepted them (HTTP 200), null while queued (202). */
export interface MailDelivery {
  sentAt: string | null;
}

/** What the mail calls answer (`POST /accounting/mail-accounting-attached-pdf`, `/accounting/mail-validation-bill`). */
export interface MailQueued {
  to: string;
  subject: string;
  /** The outbox e-mail. */
  email: JsonLd<OutboxEmail>;
  /** When the SMTP server accepted it; null while it is still in the outbox (or failed). */
  sentAt: string | null;
}
