import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { LedgerFinding, LedgerFindingKind } from './types';

/**
 * The NF525 event chain, as pure functions: how an event is hashed and how a whole chain and its
 * sealed head are checked. No database, no I/O: the API's verification (with the documents, in
 * server/resources/ledger/audit.ts) and the `volant ledger verify` CLI command both feed it the events
 * of a structure in `seq` order and report what it answers. It hashes with node:crypto: the server and
 * the CLI import it, the browser never does (the NF525 screen asks the server).
 *
 * Two hash schemes, recorded per event (`scheme`):
 * - 1, before the ledger key existed: `sha256(previousHash + "\n" + canonicalJson(fields))`. Anyone
 *   who can write the database can recompute it; such events are only found before the first keyed
 *   one, and are protected since the upgrade by the keyed events and the sealed head that follow them.
 * - 2: `HMAC-SHA256(ledgerKey, "volant-nf525-event\n" + previousHash + "\n" + canonicalJson(fields))`,
 *   the fields including the scheme and the digest of the document's fiscal content.
 */

/** The `previousHash` of a structure's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** The scheme every new event is written with. */
export const KEYED_SCHEME = 2;

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

/** sha256 (hex) of a document's fiscal content, in canonical form: what a keyed event carries. */
export function documentDigest(content: unknown): string {
  return createHash('sha256').update(canonicalJson(content), 'utf8').digest('hex');
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
  /** 1: plain SHA-256 (before the ledger key); 2: HMAC-SHA256 with the ledger key. */
  scheme: number;
  /** Keyed events of a fiscal document: the sha256 of its fiscal content. */
  documentDigest: string | null;
}

export interface StoredChainEvent extends ChainEvent {
  hash: string;
}

/** The hash of an event under its scheme (the key is needed for scheme 2). */
export function hashEvent(event: ChainEvent, key: string): string {
  const { previousHash, scheme, documentDigest: digest, ...fields } = event;
  if (scheme === 1) return createHash('sha256').update(`${previousHash}\n${canonicalJson(fields)}`, 'utf8').digest('hex');
  return createHmac('sha256', key)
    .update(`volant-nf525-event\n${previousHash}\n${canonicalJson({ ...fields, scheme, documentDigest: digest })}`, 'utf8')
    .digest('hex');
}

/** The seal of a chain's head, kept beside it in `ledger_sequences`: a plain database edit cannot forge it. */
export function sealHead(key: string, structureId: number, seq: number, hash: string): string {
  return createHmac('sha256', key).update(`volant-nf525-head\n${structureId}\n${seq}\n${hash}`, 'utf8').digest('hex');
}

/**
 * The check value of a database's book (`ledger_book.key_check`): which key sealed it. A server given
 * another key (a backup restored without its key) is told so instead of finding every event changed.
 */
export function bookKeyCheck(key: string, bookId: string): string {
  return createHmac('sha256', key).update(`volant-nf525-book\n${bookId}`, 'utf8').digest('hex');
}

export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

export type BrokenReason = 'sequence-gap' | 'previous-hash-mismatch' | 'hash-mismatch' | 'payload-not-canonical' | 'structure-mismatch' | 'scheme-downgrade';

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
  /** Every broken link, in chain order. */
  findings: LedgerFinding[];
}

const MESSAGES: Record<BrokenReason, (seq: number) => string> = {
  'sequence-gap': (seq) => `Rupture de séquence : l’événement n° ${seq} est manquant.`,
  'previous-hash-mismatch': (seq) => `L’événement n° ${seq} ne référence pas l’empreinte de l’événement précédent.`,
  'hash-mismatch': (seq) => `L’empreinte de l’événement n° ${seq} ne correspond plus à son contenu : il a été modifié.`,
  'payload-not-canonical': (seq) => `Le contenu de l’événement n° ${seq} n’est pas sous sa forme canonique.`,
  'structure-mismatch': (seq) => `L’événement n° ${seq} appartient à une autre structure.`,
  'scheme-downgrade': (seq) => `L’événement n° ${seq} est scellé à l’ancienne (sans clé) après des événements scellés avec la clé : il a été inséré ou réécrit.`,
};

export function finding(kind: LedgerFindingKind, message: string, extra: Partial<Pick<LedgerFinding, 'seq' | 'documentNumber' | 'differences'>> = {}): LedgerFinding {
  return { kind, seq: extra.seq ?? null, documentNumber: extra.documentNumber ?? null, message, differences: extra.differences ?? [] };
}

function isCanonical(payload: string): boolean {
  try {
    return canonicalJson(JSON.parse(payload)) === payload;
  } catch {
    return false;
  }
}

export interface VerifyOptions {
  /** The ledger key; without it (the CLI) keyed hashes are not recomputed, only links, order and form. */
  key: string | null;
  /** Check from after this event on (the chain's witness, already checked), instead of from the genesis. */
  after?: { seq: number; hash: string };
}

/**
 * Checks a structure's chain from its first event: seq 1, 2, 3… without gap, each event pointing at
 * the previous one's hash (the first at GENESIS_HASH), each hash matching its content under its scheme,
 * no unkeyed event after a keyed one. Reports every broken link, the first one apart.
 */
export function verifyChain(events: readonly StoredChainEvent[], options: VerifyOptions): VerifyResult {
  const findings: LedgerFinding[] = [];
  let firstBroken: BrokenLink | null = null;
  let checked = 0;
  let previousHash = options.after?.hash ?? GENESIS_HASH;
  let expectedSeq = (options.after?.seq ?? 0) + 1;
  // Past a witnessed head, every event is keyed: the plain scheme ended with the key (0250).
  let keyedSeen = options.after !== undefined;
  const structureId = events[0]?.structureId;
  const report = (reason: BrokenReason, seq: number, documentNumber: string | null) => {
    const message = MESSAGES[reason](seq);
    firstBroken ??= { seq, reason, message };
    findings.push(finding(reason, message, { seq, documentNumber }));
  };
  for (const event of events) {
    const before = findings.length;
    if (event.structureId !== structureId) report('structure-mismatch', event.seq, event.documentNumber);
    if (event.seq > expectedSeq) {
      // Each missing number is named; the chain is then read on from the event found.
      for (let missing = expectedSeq; missing < event.seq; missing += 1) report('sequence-gap', missing, null);
    } else if (event.seq < expectedSeq) report('sequence-gap', expectedSeq, null);
    if (event.previousHash !== previousHash) report('previous-hash-mismatch', event.seq, event.documentNumber);
    if (event.scheme === 1 && keyedSeen) report('scheme-downgrade', event.seq, event.documentNumber);
    if (!isCanonical(event.payload)) report('payload-not-canonical', event.seq, event.documentNumber);
    else if (event.scheme === 1 || options.key !== null) {
      const { hash, ...fields } = event;
      if (!sameHex(hashEvent(fields, options.key ?? ''), hash)) report('hash-mismatch', event.seq, event.documentNumber);
    }
    if (event.scheme !== 1) keyedSeen = true;
    if (findings.length === before && firstBroken === null) checked += 1;
    previousHash = event.hash;
    expectedSeq = Math.max(expectedSeq, event.seq) + 1;
  }
  const last = events.at(-1);
  return { ok: findings.length === 0, checked, lastSeq: last?.seq ?? 0, lastHash: last?.hash ?? GENESIS_HASH, firstBroken, findings };
}

/** The head of a structure's chain as `ledger_sequences` keeps it. */
export interface ChainHead {
  lastValue: number;
  lastHash: string | null;
  seal: string | null;
}

/**
 * Checks the sealed head against the chain as read: the seal must be the keyed one of the head, and
 * the head must be the last event. Deleting the last events, even with the head rewritten, is caught:
 * the head cannot be sealed again without the key.
 */
export function verifyHead(head: ChainHead | null, structureId: number, events: readonly StoredChainEvent[], key: string): LedgerFinding[] {
  const last = events.at(-1);
  const lastValue = head?.lastValue ?? 0;
  if (!head || (lastValue === 0 && head.lastHash === null)) {
    return last ? [finding('head-missing', `L’en-tête scellé de la chaîne a disparu alors que le journal compte ${events.length} événement(s).`)] : [];
  }
  const findings: LedgerFinding[] = [];
  if (head.seal === null || head.lastHash === null || !sameHex(sealHead(key, structureId, lastValue, head.lastHash), head.seal)) {
    findings.push(finding('head-seal', `Le sceau de l’en-tête de la chaîne (événement n° ${lastValue}) n’est pas valide : l’en-tête a été réécrit hors de Volant.`, { seq: lastValue }));
  }
  const lastSeq = last?.seq ?? 0;
  if (lastValue > lastSeq) {
    findings.push(finding('head-mismatch', `Le journal s’arrête à l’événement n° ${lastSeq} alors que la chaîne scellée va jusqu’au n° ${lastValue} : des événements ont été supprimés.`, { seq: lastValue }));
  } else if (lastValue < lastSeq) {
    findings.push(finding('head-mismatch', `Le journal va jusqu’à l’événement n° ${lastSeq} alors que la chaîne scellée s’arrête au n° ${lastValue} : des événements ont été ajoutés hors de Volant.`, { seq: lastSeq }));
  } else if (last && head.lastHash !== last.hash) {
    findings.push(finding('head-mismatch', `Le dernier événement (n° ${lastSeq}) n’est pas celui que la chaîne a scellé : il a été remplacé.`, { seq: lastSeq }));
  }
  return findings;
}
