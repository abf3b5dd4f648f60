import type { AppDeps } from '../core/env';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** File content, base64-encoded. */
  contentBase64: string;
}

export interface OutgoingEmail {
  structureId: number | null;
  to: string;
  subject: string;
  text: string;
  attachments?: EmailAttachment[];
}

/**
 * Queues an e-mail in the outbox (status 'queued') and answers its id. The reference server keeps
 * e-mails there for support and tests to read; no SMTP transport delivers them yet (SMTP_URL is read
 * into the configuration for when one is added).
 */
export async function queueEmail(deps: AppDeps, email: OutgoingEmail): Promise<number> {
  const row = await deps.db
    .insertInto('outbox_emails')
    .values({
      structure_id: email.structureId,
      to_address: email.to,
      subject: email.subject,
      body_text: email.text,
      attachments_json: JSON.stringify(email.attachments ?? []),
      status: 'queued',
      created_at: deps.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
