import { z } from 'zod';
import { DELIVERY_STATES, MAIL_DOCUMENTS, type MailSettings, type OutboxEmail } from './types';

// The answers of the mail routes, as the server declares them (documentation and answer checks).

const refSchema = z.strictObject({ '@id': z.string(), id: z.number().int() });

/** `OutboxEmail`: an e-mail sent for a document, and where it stands. */
export const outboxEmailSchema = z.strictObject({
  id: z.number().int(),
  to: z.string(),
  toName: z.string().nullable(),
  subject: z.string(),
  document: z.enum(MAIL_DOCUMENTS).nullable(),
  bill: refSchema.nullable(),
  learner: refSchema.nullable(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  smtpResponse: z.string().nullable(),
}) satisfies z.ZodType<OutboxEmail>;

/** `GET /mail/settings`. */
export const mailSettingsSchema = z.strictObject({ deliveryConfigured: z.boolean() }) satisfies z.ZodType<MailSettings>;
