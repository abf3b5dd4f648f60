import { z } from 'zod';
import { outboxEmailSchema } from '../../../src/shared/mail/schema';
import type { MailDelivery, MailQueued } from '../../../src/shared/mail/types';
import type { AppDeps } from '../../core/env';
import { ApiError } from '../../core/errors';
import type { OutboxRow } from '../../mail/claim';
import { toOutboxEmail } from './json';

/** What a call that queued one e-mail answers (MailQueued), for the documentation. */
export const mailQueuedSchema = z.strictObject({
  to: z.string(),
  subject: z.string(),
  email: outboxEmailSchema.extend({ '@id': z.string(), '@type': z.literal('OutboxEmail') }),
  sentAt: z.string().nullable(),
});

/** How long a call that queued an e-mail waits for this instance's worker to hand it to the SMTP server. */
export const ANSWER_WAIT_MS = 5_000;

const read = (deps: AppDeps, id: number): Promise<OutboxRow> => deps.db.selectFrom('outbox_emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const pending = (row: OutboxRow) => row.status === 'sending' || (row.status === 'queued' && row.attempts === 0);

/**
 * The outbox row of a message just queued, once settled if this instance delivers e-mails: the SMTP
 * server answers within ANSWER_WAIT_MS on a healthy connection, so the caller learns it was sent;
 * otherwise (no SMTP_URL, a slow or away server, another instance's worker took it) it is still queued.
 */
export async function settledEmail(deps: AppDeps, id: number): Promise<OutboxRow> {
  if (!deps.outbox.delivering) return read(deps, id);
  await deps.outbox.committed();
  const settled = deps.outbox.waitFor(id, ANSWER_WAIT_MS);
  const row = await read(deps, id);
  if (!pending(row)) return row;
  await settled;
  return read(deps, id);
}

const refusal = (row: OutboxRow) => new ApiError(502, `Le serveur de messagerie a refusé l’e-mail : ${row.smtp_response ?? ''}`.trim());

/**
 * What a mail call answers: 200 with `sentAt` once the SMTP server accepted the message, 202 while it
 * is in the outbox (queued or a new attempt planned); a refusal is a 502 with the server's answer.
 */
export async function mailAnswer(deps: AppDeps, id: number, extra: object = {}): Promise<{ status: 200 | 202; body: MailQueued }> {
  const row = await settledEmail(deps, id);
  if (row.status === 'failed') throw refusal(row);
  const body: MailQueued = { to: row.to_address, subject: row.subject, email: toOutboxEmail(row), sentAt: row.sent_at, ...extra };
  return { status: row.status === 'sent' ? 200 : 202, body };
}

/**
 * The same for a call that queued several messages (one per learner convoked…): 200 with the last
 * `sentAt` once the SMTP server accepted every one, 502 as soon as it refused one, 202 otherwise.
 */
export async function mailsAnswer<T extends object>(deps: AppDeps, ids: readonly number[], body: T): Promise<{ status: 200 | 202; body: T & MailDelivery }> {
  const rows = await Promise.all(ids.map((id) => settledEmail(deps, id)));
  const failed = rows.find((row) => row.status === 'failed');
  if (failed) throw refusal(failed);
  const sent = rows.every((row) => row.status === 'sent');
  const sentAt = sent ? rows.map((row) => row.sent_at ?? '').reduce((last, at) => (at > last ? at : last), '') || null : null;
  return { status: sent ? 200 : 202, body: { ...body, sentAt } };
}
