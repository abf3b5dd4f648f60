import { z } from 'zod';
import { DELIVERY_STATES, MAIL_DOCUMENTS } from './states';

// The answers of the mail routes, as the server declares them (documentation and answer checks).

const refSchema = z.strictObject({ '@id': z.string(), id: z.number().int() });

/** `OutboxEmail`: an e-mail sent for a document, and where it stands. */
export const outboxEmailSchema = z.strictObject({
  id: z.number().int(),
  to: z.string(),
  toName: z.string().nullable(),
  subject: z.string(),
  document: z.enum(MAIL_DOCUMENTS).nullable(),
  /** The quotation, invoice or credit note sent (a receipt's invoice). */
  bill: refSchema.nullable(),
  learner: refSchema.nullable(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  createdAt: z.string(),
  /** When the SMTP server accepted it. */
  sentAt: z.string().nullable(),
  /** The next attempt of a message in `retrying`. */
  nextAttemptAt: z.string().nullable(),
  /** The SMTP server's last answer (its refusal for a failed message) or the connection error. */
  smtpResponse: z.string().nullable(),
});

/** `GET /mail/settings`: `deliveryConfigured` false when the server has no SMTP_URL (e-mails stay in the outbox). */
export const mailSettingsSchema = z.strictObject({ deliveryConfigured: z.boolean() });
