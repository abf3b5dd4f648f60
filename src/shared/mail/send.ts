import { z } from 'zod';
import { zRef, zText } from '../schema/fields';

/** Who a slot's e-mail goes to: its learners (those not excused, with an address), its trainer. */
export const SLOT_MAIL_RECIPIENTS = ['learners', 'trainer'] as const;
export type SlotMailRecipient = (typeof SLOT_MAIL_RECIPIENTS)[number];

/** `POST /mail/send`: a written message about a slot of the planning, to its learners and/or trainer. */
export const mailSendSchema = z.strictObject({
  slot: zRef,
  recipients: z
    .array(z.enum(SLOT_MAIL_RECIPIENTS, { message: 'Destinataire inconnu.' }))
    .min(1, 'Choisissez au moins un destinataire.')
    .max(SLOT_MAIL_RECIPIENTS.length),
  subject: zText(160, 'L’objet'),
  message: zText(5000, 'Le message'),
});
export type MailSendInput = z.input<typeof mailSendSchema>;
export type MailSend = z.output<typeof mailSendSchema>;

/** What `POST /mail/send` answers: 200 once the SMTP server accepted every message (`sentAt`), 202 while queued. */
export const mailSentSchema = z.strictObject({
  '@context': z.literal('/api/contexts/MailSend'),
  '@id': z.string(),
  '@type': z.literal('MailSend'),
  /** The addresses written to. */
  to: z.array(z.string()),
  /** Who had no address (or is excused): named, not written to. */
  skipped: z.array(z.string()),
  sentAt: z.string().nullable(),
});
export type MailSent = z.infer<typeof mailSentSchema>;
