import type { Kysely, QueryCreator, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { dialectOf } from '../../db/sql';
import type { StoredChainEvent } from './verify';
import { canonicalJson, GENESIS_HASH, hashEvent } from './verify';

type Db = Kysely<Database> | Transaction<Database>;

/** Sequences kept per structure: document numbers (gapless) and the event chain. */
export type SequenceKind = 'invoice' | 'credit_note' | 'receipt' | 'quotation' | 'event';

/**
 * The next value of a structure's sequence, inside the caller's transaction. The row is updated in
 * place (a row lock on PostgreSQL, the single writer on SQLite), so two documents never get the same
 * value and a rolled-back transaction gives its value back: no gap.
 *
 * The lock is held until the caller's COMMIT, and every transaction of the structure that takes the
 * same sequence waits for it: callers take it as late as they can (reads, checks and other writes
 * first) and write little after it. The row is created on first use only: an `insert … on conflict do
 * nothing` on every call would cost a round trip and wait for the current holder's COMMIT too.
 */
export async function nextSequence(trx: Db, structureId: number, kind: SequenceKind): Promise<{ value: number; lastHash: string | null }> {
  const take = () =>
    trx
      .updateTable('ledger_sequences')
      .set((eb) => ({ last_value: eb('last_value', '+', 1) }))
      .where('structure_id', '=', structureId)
      .where('kind', '=', kind)
      .returning(['last_value', 'last_hash'])
      .executeTakeFirst();
  let row = await take();
  if (!row) {
    await trx
      .insertInto('ledger_sequences')
      .values({ structure_id: structureId, kind, last_value: 0, last_hash: null })
      .onConflict((oc) => oc.columns(['structure_id', 'kind']).doNothing())
      .execute();
    row = await take();
    if (!row) throw new Error(`Séquence ${kind} introuvable pour la structure ${structureId}.`);
  }
  return { value: row.last_value, lastHash: row.last_hash };
}

export type LedgerEventType =
  | 'invoice.validated'
  | 'credit_note.validated'
  | 'payment.recorded'
  | 'document.printed'
  | 'closure.day'
  | 'closure.month'
  | 'closure.year'
  | 'archive.exported';

export interface NewLedgerEvent {
  structureId: number;
  userId: number | null;
  type: LedgerEventType;
  document?: { type: 'invoice' | 'credit_note' | 'receipt' | 'closure' | 'archive'; id: number | null; number: string | null };
  amountCents?: number | null;
  payload: Record<string, unknown>;
  createdAt: string;
}

/** Appends an event to the structure's chain (inside the caller's transaction) and answers it. */
export async function appendEvent(trx: Db, event: NewLedgerEvent): Promise<StoredChainEvent> {
  const { value: seq, lastHash } = await nextSequence(trx, event.structureId, 'event');
  const fields = {
    structureId: event.structureId,
    seq,
    eventType: event.type,
    documentType: event.document?.type ?? null,
    documentId: event.document?.id ?? null,
    documentNumber: event.document?.number ?? null,
    amountCents: event.amountCents ?? null,
    payload: canonicalJson(event.payload),
    userId: event.userId,
    createdAt: event.createdAt,
    previousHash: lastHash ?? GENESIS_HASH,
  };
  const hash = hashEvent(fields);
  const row = {
    structure_id: fields.structureId,
    seq,
    event_type: fields.eventType,
    document_type: fields.documentType,
    document_id: fields.documentId,
    document_number: fields.documentNumber,
    amount_cents: fields.amountCents,
    payload: fields.payload,
    user_id: fields.userId,
    created_at: fields.createdAt,
    previous_hash: fields.previousHash,
    hash,
  };
  // The event sequence is locked from here to the caller's COMMIT: on PostgreSQL the event and the
  // chain's new head are written by one statement (a data-modifying WITH), one round trip instead of two.
  const newHead = (qc: QueryCreator<Database>) =>
    qc.updateTable('ledger_sequences').set({ last_hash: hash }).where('structure_id', '=', event.structureId).where('kind', '=', 'event');
  if (dialectOf(trx) === 'postgres') {
    await newHead(trx.with('event', (qc) => qc.insertInto('ledger_events').values(row))).execute();
  } else {
    await trx.insertInto('ledger_events').values(row).execute();
    await newHead(trx).execute();
  }
  return { ...fields, hash };
}

/** A structure's events in chain order, as the verifier reads them. */
export async function loadChain(db: Db, structureId: number): Promise<StoredChainEvent[]> {
  const rows = await db.selectFrom('ledger_events').selectAll().where('structure_id', '=', structureId).orderBy('seq', 'asc').execute();
  return rows.map((row) => ({
    structureId: row.structure_id,
    seq: row.seq,
    eventType: row.event_type,
    documentType: row.document_type,
    documentId: row.document_id,
    documentNumber: row.document_number,
    amountCents: row.amount_cents,
    payload: row.payload,
    userId: row.user_id,
    createdAt: row.created_at,
    previousHash: row.previous_hash,
    hash: row.hash,
  }));
}

/** « F-2026-00012 »: the prefix, the year when wanted, and the sequence padded with zeros. */
export function formatDocumentNumber(options: { prefix: string; year: number; withYear: boolean; padding: number; value: number }): string {
  const sequence = String(options.value).padStart(options.padding, '0');
  return [options.prefix, options.withYear ? String(options.year) : null, sequence].filter(Boolean).join('-');
}
