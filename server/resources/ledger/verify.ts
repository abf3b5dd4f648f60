import { createHash } from 'node:crypto';

/**
 * The NF525 event chain, as pure functions: how an event is hashed and how a whole chain is checked.
 * No database, no I/O: the API's verify endpoint and the `volant ledger verify` CLI command both feed
 * it the events of a structure in `seq` order and report what it answers.
 */

/** The `previousHash` of a structure's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with object keys sorted at every level, no spaces: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('Non-finite number in a ledger record');
    return JSON.stringify(value ?? null);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** What one event of the log records (the `ledger_events` row without its own hash). */
export interface ChainEvent {
  structureId: number;
  seq: number;
  eventType: string;
  documentType: string | null;
  documentId: number | null;
  documentNumber: string | null;
  amountCents: number | null;
  /** Canonical JSON text of the event's details. */
  payload: string;
  userId: number | null;
  createdAt: string;
  previousHash: string;
}

export interface StoredChainEvent extends ChainEvent {
  hash: string;
}

/** sha256 (hex) of the previous hash and the canonical form of the event's fields. */
export function hashEvent(event: ChainEvent): string {
  const { previousHash, ...fields } = event;
  return createHash('sha256').update(`${previousHash}\n${canonicalJson(fields)}`, 'utf8').digest('hex');
}

export type BrokenReason = 'sequence-gap' | 'previous-hash-mismatch' | 'hash-mismatch' | 'payload-not-canonical' | 'structure-mismatch';

export interface BrokenLink {
  /** The first event that does not hold (its expected seq when the chain has a gap). */
  seq: number;
  reason: BrokenReason;
  /** French explanation for the screen and the CLI. */
  message: string;
}

export interface VerifyResult {
  ok: boolean;
  /** Events checked before the first broken link (all of them when ok). */
  checked: number;
  lastSeq: number;
  lastHash: string;
  firstBroken: BrokenLink | null;
}

const MESSAGES: Record<BrokenReason, (seq: number) => string> = {
  'sequence-gap': (seq) => `Rupture de séquence : l’événement n° ${seq} est manquant.`,
  'previous-hash-mismatch': (seq) => `L’événement n° ${seq} ne référence pas l’empreinte de l’événement précédent.`,
  'hash-mismatch': (seq) => `L’empreinte de l’événement n° ${seq} ne correspond plus à son contenu : il a été modifié.`,
  'payload-not-canonical': (seq) => `Le contenu de l’événement n° ${seq} n’est pas sous sa forme canonique.`,
  'structure-mismatch': (seq) => `L’événement n° ${seq} appartient à une autre structure.`,
};

function broken(seq: number, reason: BrokenReason): BrokenLink {
  return { seq, reason, message: MESSAGES[reason](seq) };
}

function isCanonical(payload: string): boolean {
  try {
    return canonicalJson(JSON.parse(payload)) === payload;
  } catch {
    return false;
  }
}

/**
 * Checks a structure's chain from its first event: seq 1, 2, 3… without gap, each event pointing at
 * the previous one's hash (the first at GENESIS_HASH), each hash matching its content. Answers the
 * first broken link, if any.
 */
export function verifyChain(events: readonly StoredChainEvent[]): VerifyResult {
  let previousHash = GENESIS_HASH;
  let expectedSeq = 1;
  const structureId = events[0]?.structureId;
  for (const [index, event] of events.entries()) {
    const fail = (reason: BrokenReason, seq = event.seq): VerifyResult => ({
      ok: false,
      checked: index,
      lastSeq: expectedSeq - 1,
      lastHash: previousHash,
      firstBroken: broken(seq, reason),
    });
    if (event.structureId !== structureId) return fail('structure-mismatch');
    if (event.seq !== expectedSeq) return fail('sequence-gap', expectedSeq);
    if (event.previousHash !== previousHash) return fail('previous-hash-mismatch');
    if (!isCanonical(event.payload)) return fail('payload-not-canonical');
    const { hash, ...fields } = event;
    if (hashEvent(fields) !== hash) return fail('hash-mismatch');
    previousHash = hash;
    expectedSeq += 1;
  }
  return { ok: true, checked: events.length, lastSeq: expectedSeq - 1, lastHash: previousHash, firstBroken: null };
}
