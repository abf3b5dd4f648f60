import { randomUUID } from 'node:crypto';
import type { MailDocument } from '../../src/shared/mail/types';
import type { AppDeps } from '../core/env';
import { textToHtml } from './html';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** File content, base64-encoded. */
  contentBase64: string;
}

export interface OutgoingEmail {
  structureId: number | null;
  to: string;
  /** The recipient's name (UTF-8), shown by mail clients beside the address. */
  toName?: string | null;
  /** Display name of the sender (e.g. the agency); the address is always VOLANT_MAIL_FROM's. */
  fromName?: string | null;
  /** Where answers go (the agency's address): the sender's address receives none. */
  replyTo?: string | null;
  subject: string;
  /** The plain-text body; the HTML part is made from it (escaped). */
  text: string;
  attachments?: EmailAttachment[];
  /** Who and what the message is about: the staff's lists per agency, learner and document read these. */
  agencyId?: number | null;
  learnerId?: number | null;
  billId?: number | null;
  document?: MailDocument | null;
}

/** `<uuid@domain of the sender>`: fixed when queued, so every attempt sends the same Message-ID. */
export function newMessageId(senderAddress: string): string {
  return `<${randomUUID()}@${senderAddress.split('@').pop()}>`;
}

/**
 * Queues an e-mail in the outbox (status 'queued', due now) and answers its id; the outbox worker
 * (server/mail/worker.ts) delivers it over SMTP when SMTP_URL is set. Inside a transaction, pass the
 * transaction as `deps.db`: the message then leaves only if the transaction commits.
 */
export async function queueEmail(deps: AppDeps, email: OutgoingEmail): Promise<number> {
  const now = deps.now().toISOString();
  const row = await deps.db
    .insertInto('outbox_emails')
    .values({
      structure_id: email.structureId,
      agency_id: email.agencyId ?? null,
      learner_id: email.learnerId ?? null,
      bill_id: email.billId ?? null,
      document: email.document ?? null,
      message_id: newMessageId(deps.config.mailFrom.address),
      from_name: email.fromName ?? null,
      to_address: email.to,
      to_name: email.toName ?? null,
      reply_to: email.replyTo ?? null,
      subject: email.subject,
      body_text: email.text,
      body_html: textToHtml(email.text),
      attachments_json: JSON.stringify(email.attachments ?? []),
      status: 'queued',
      next_attempt_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  deps.outbox.queued();
  return row.id;
}
