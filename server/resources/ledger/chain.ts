import type { Kysely, QueryCreator, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { dialectOf } from '../../db/sql';
import type { LedgerEventType } from '../../../src/shared/accounting/ledger-events';
import type { ChainHead, StoredChainEvent } from '../../../src/shared/ledger/verify';
import { canonicalJson, documentDigest, GENESIS_HASH, hashEvent, KEYED_SCHEME, sealHead } from '../../../src/shared/ledger/verify';

type Db = Kysely<Database> | Transaction<Database>;

/** Sequences kept per structure: document numbers (gapless) and the event chain. */
export type SequenceKind = 'invoice' | 'credit_note' | 'receipt' | 'refund' | 'quotation' | 'event';

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
export async function nextSequence(trx: Db, structureId: number, kind: SequenceKind): Promise<{ value: number; lastHash: string | null; seal: string | null }> {
  const take = () =>
    trx
      .updateTable('ledger_sequences')
      .set((eb) => ({ last_value: eb('last_value', '+', 1) }))
      .where('structure_id', '=', structureId)
      .where('kind', '=', kind)
      .returning(['last_value', 'last_hash', 'head_seal'])
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
  return { value: row.last_value, lastHash: row.last_hash, seal: row.head_seal };
}

/**
 * Locks a structure's event chain for the rest of the transaction before a decision that reads it
 * (what a closure covers): on PostgreSQL `select … for update` on its head, which every append waits
 * for; SQLite runs one transaction at a time. Two closures at once would otherwise both start from the
 * same previous closure and count the same events twice.
 */
export async function lockChain(trx: Db, structureId: number): Promise<void> {
  if (dialectOf(trx) === 'postgres') {
    await trx.selectFrom('ledger_sequences').select('last_value').where('structure_id', '=', structureId).where('kind', '=', 'event').forUpdate().execute();
  }
}

/** The chain's head just before an event is appended: what a closure seals. */
export interface ChainHeadBefore {
  seq: number;
  hash: string;
  /** The keyed seal of that head (null for an empty chain). */
  seal: string | null;
}

export interface NewLedgerEvent {
  structureId: number;
  userId: number | null;
  type: LedgerEventType;
  document?: { type: 'invoice' | 'credit_note' | 'receipt' | 'refund' | 'closure' | 'archive'; id: number | null; number: string | null };
  amountCents?: number | null;
  /** The event's details, or a function of the head it follows (read under the chain's lock). */
  payload: Record<string, unknown> | ((head: ChainHeadBefore) => Record<string, unknown>);
  /** The payload is the document's fiscal content (ledger/documents.ts): the event carries its digest. */
  fiscalContent?: boolean;
  createdAt: string;
}

/**
 * Appends an event to the structure's chain (inside the caller's transaction) and answers it: keyed
 * with the ledger key, and the new head sealed beside it in `ledger_sequences`.
 */
export async function appendEvent(trx: Db, ledgerKey: string, event: NewLedgerEvent): Promise<StoredChainEvent> {
  const { value: seq, lastHash, seal } = await nextSequence(trx, event.structureId, 'event');
  const previousHash = lastHash ?? GENESIS_HASH;
  const payload = typeof event.payload === 'function' ? event.payload({ seq: seq - 1, hash: previousHash, seal }) : event.payload;
  const fields = {
    structureId: event.structureId,
    seq,
    eventType: event.type,
    documentType: event.document?.type ?? null,
    documentId: event.document?.id ?? null,
    documentNumber: event.document?.number ?? null,
    amountCents: event.amountCents ?? null,
    payload: canonicalJson(payload),
    userId: event.userId,
    createdAt: event.createdAt,
    previousHash,
    scheme: KEYED_SCHEME,
    documentDigest: event.fiscalContent ? documentDigest(payload) : null,
  };
  const hash = hashEvent(fields, ledgerKey);
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
    scheme: fields.scheme,
    document_digest: fields.documentDigest,
  };
  // The event sequence is locked from here to the caller's COMMIT: on PostgreSQL the event and the
  // chain's new head are written by one statement (a data-modifying WITH), one round trip instead of two.
  const newHead = (qc: QueryCreator<Database>) =>
    qc
      .updateTable('ledger_sequences')
      .set({ last_hash: hash, head_seal: sealHead(ledgerKey, event.structureId, seq, hash) })
      .where('structure_id', '=', event.structureId)
      .where('kind', '=', 'event');
  if (dialectOf(trx) === 'postgres') {
    await newHead(trx.with('event', (qc) => qc.insertInto('ledger_events').values(row))).execute();
  } else {
    await trx.insertInto('ledger_events').values(row).execute();
    await newHead(trx).execute();
  }
  return { ...fields, hash };
}

/** A structure's events in chain order (from `fromSeq` on), as the verifier reads them. */
export async function loadChain(db: Db, structureId: number, fromSeq = 1): Promise<StoredChainEvent[]> {
  let query = db.selectFrom('ledger_events').selectAll().where('structure_id', '=', structureId);
  if (fromSeq > 1) query = query.where('seq', '>=', fromSeq);
  const rows = await query.orderBy('seq', 'asc').execute();
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
    scheme: row.scheme,
    documentDigest: row.document_digest,
    hash: row.hash,
  }));
}

/** A structure's chain head as `ledger_sequences` keeps it (null before its first event). */
export async function loadHead(db: Db, structureId: number): Promise<ChainHead | null> {
  const row = await db
    .selectFrom('ledger_sequences')
    .select(['last_value', 'last_hash', 'head_seal'])
    .where('structure_id', '=', structureId)
    .where('kind', '=', 'event')
    .executeTakeFirst();
  return row ? { lastValue: row.last_value, lastHash: row.last_hash, seal: row.head_seal } : null;
}

/**
 * How many structures' chain heads this key did not seal: at start, the sign of an instance given
 * another key than the others (or of a head rewritten in the database).
 */
export async function headsNotSealedBy(db: Db, ledgerKey: string): Promise<number> {
  const heads = await db.selectFrom('ledger_sequences').select(['structure_id', 'last_value', 'last_hash', 'head_seal']).where('kind', '=', 'event').where('last_hash', 'is not', null).execute();
  return heads.filter((h) => h.head_seal !== sealHead(ledgerKey, h.structure_id, h.last_value, h.last_hash!)).length;
}

/** « F-2026-00012 »: the prefix, the year when wanted, and the sequence padded with zeros. */
export function formatDocumentNumber(options: { prefix: string; year: number; withYear: boolean; padding: number; value: number }): string {
  const sequence = String(options.value).padStart(options.padding, '0');
  return [options.prefix, options.withYear ? String(options.year) : null, sequence].filter(Boolean).join('-');
}
