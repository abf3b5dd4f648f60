import { sql, type Selectable } from 'kysely';
import type { AppDeps } from '../core/env';
import type { OutboxEmailsTable } from '../db/tables/core';

export type OutboxRow = Selectable<OutboxEmailsTable>;

/** How long a claim holds: a worker that dies mid-send leaves its message to another after this. */
export const LEASE_MS = 5 * 60_000;

/**
 * Claims the next message due (queued and due, or sending with an ended lease) for `workerId`, in one
 * statement: `UPDATE … WHERE id = (SELECT … LIMIT 1 [FOR UPDATE SKIP LOCKED]) RETURNING *`. On
 * PostgreSQL concurrent workers skip each other's locked row; SQLite runs one writing statement at a
 * time. Either way a row is claimed by one worker only, and its lease end becomes its due time.
 */
export async function claimNext(deps: Pick<AppDeps, 'db' | 'dialect'>, workerId: string, now: Date): Promise<OutboxRow | undefined> {
  const at = now.toISOString();
  const leaseEnd = new Date(now.getTime() + LEASE_MS).toISOString();
  return deps.db
    .updateTable('outbox_emails')
    .set((eb) => ({ status: 'sending', claimed_by: workerId, next_attempt_at: leaseEnd, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) => {
      const next = eb
        .selectFrom('outbox_emails')
        .select('id')
        .where('status', 'in', ['queued', 'sending'])
        .where('next_attempt_at', '<=', at)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1);
      return deps.dialect === 'postgres' ? next.forUpdate().skipLocked() : next;
    })
    .returningAll()
    .executeTakeFirst();
}

/** The claim still held by `workerId` (another worker may have taken over after the lease). */
function held(row: OutboxRow, workerId: string) {
  return sql<boolean>`id = ${row.id} and status = 'sending' and claimed_by = ${workerId}`;
}

/**
 * The SMTP server accepted the message: it is sent, and a quotation sent by e-mail (or its validation
 * link) is « Envoyé le » from now on.
 */
export async function markSent(deps: Pick<AppDeps, 'db'>, row: OutboxRow, workerId: string, response: string, at: Date): Promise<void> {
  const sentAt = at.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('outbox_emails')
      .set({ status: 'sent', sent_at: sentAt, smtp_response: response, next_attempt_at: null })
      .where(held(row, workerId))
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0 || row.bill_id === null) return;
    if (row.document === 'quotation' || row.document === 'validationLink') {
      await trx.updateTable('bills').set({ sent_at: sentAt }).where('id', '=', row.bill_id).where('kind', '=', 'quotation').execute();
    }
  });
}

/** A temporary failure: queued again for `retryAt`. */
export async function markRetry(deps: Pick<AppDeps, 'db'>, row: OutboxRow, workerId: string, response: string, retryAt: Date): Promise<void> {
  await deps.db
    .updateTable('outbox_emails')
    .set({ status: 'queued', smtp_response: response, next_attempt_at: retryAt.toISOString() })
    .where(held(row, workerId))
    .execute();
}

/** A permanent failure (or too many temporary ones): failed, with the server's answer. */
export async function markFailed(deps: Pick<AppDeps, 'db'>, row: OutboxRow, workerId: string, response: string): Promise<void> {
  await deps.db
    .updateTable('outbox_emails')
    .set({ status: 'failed', smtp_response: response, next_attempt_at: null })
    .where(held(row, workerId))
    .execute();
}
