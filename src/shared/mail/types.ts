import type { JsonLd } from '../api/hydra';

/** What an outbox e-mail can carry (the document it was sent for): the bills' documents, then the learner's. */
export const MAIL_DOCUMENTS = ['quotation', 'validationLink', 'invoice', 'creditNote', 'receipt', 'convocation', 'appointments', 'contract', 'surveyLink', 'noticeRequest'] as const;
export type MailDocument = (typeof MAIL_DOCUMENTS)[number];

/**
 * Where an e-mail stands, as staff see it: waiting in the queue (or being handed over), accepted by
 * the SMTP server, waiting for a new attempt after a temporary refusal, or given up on.
 */
export const DELIVERY_STATES = ['queued', 'sent', 'retrying', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** `GET /mail/outbox-emails` member (JSON-LD type OutboxEmail). */
export interface OutboxEmail {
  id: number;
  to: string;
  toName: string | null;
  subject: string;
  document: MailDocument | null;
  /** The quotation, invoice or credit note sent (a receipt's invoice). */
  bill: { '@id': string; id: number } | null;
  learner: { '@id': string; id: number } | null;
  state: DeliveryState;
  attempts: number;
  createdAt: string;
  /** When the SMTP server accepted it. */
  sentAt: string | null;
  /** The next attempt of a message in `retrying`. */
  nextAttemptAt: string | null;
  /** The SMTP server's last answer (its refusal for a failed message) or the connection error. */
  smtpResponse: string | null;
}

/** `GET /mail/settings`. */
export interface MailSettings {
  /** False when the server has no SMTP_URL: e-mails stay in the outbox. */
  deliveryConfigured: boolean;
}

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
