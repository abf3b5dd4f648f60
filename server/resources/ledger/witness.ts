import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { LedgerFinding } from '../../../src/shared/ledger/types';
import { canonicalJson, finding, sameHex, verifyChain, type StoredChainEvent } from '../../../src/shared/ledger/verify';
import { FISCAL_EVENT, FISCAL_NAMES, type FiscalKind } from './documents';

/**
 * The witness of a structure's NF525 chain, kept outside the database (witness-store.ts): the last
 * head it saw and, per kind of fiscal document, the last number issued with the event that issued it,
 * sealed with the ledger key. It only moves forward, over events that verify; the database must keep
 * passing through it. A book rolled back (an old backup, an old `ledger_sequences` row written back),
 * wiped, or given a number twice no longer does, and the verification says so (docs/decisions.md,
 * « NF525: the chain's witness »). Pure functions: no database, no files.
 */

const issuedSchema = z.strictObject({ number: z.string(), seq: z.number().int().positive(), hash: z.string() });

export const witnessSchema = z.strictObject({
  version: z.literal(1),
  /** `ledger_book.book_id`: the database this witness belongs to. */
  bookId: z.string(),
  structureId: z.number().int().positive(),
  /** The last event witnessed, and its hash. */
  seq: z.number().int().positive(),
  hash: z.string(),
  /** The last number issued of each kind, and the event that issued it. */
  issued: z.strictObject({ invoice: issuedSchema.optional(), credit_note: issuedSchema.optional(), receipt: issuedSchema.optional(), refund: issuedSchema.optional() }),
  witnessedAt: z.string(),
  /** HMAC-SHA256 of the rest with the ledger key. */
  seal: z.string(),
});

export type ChainWitness = z.infer<typeof witnessSchema>;
type WitnessBody = Omit<ChainWitness, 'seal'>;

export function sealWitness(key: string, body: WitnessBody): string {
  return createHmac('sha256', key).update(`volant-nf525-witness\n${canonicalJson(body)}`, 'utf8').digest('hex');
}

export interface WitnessContext {
  key: string;
  bookId: string;
  structureId: number;
}

/** Where the database's chain stands against its witness. */
export type WitnessStep =
  | { kind: 'advanced'; witness: ChainWitness }
  | { kind: 'current' }
  /** The witness saw further than the database goes (or than it still holds). */
  | { kind: 'behind' }
  /** The database's event at the witnessed place is another one. */
  | { kind: 'fork' }
  /** The events after the witnessed head do not verify with the key: not witnessed. */
  | { kind: 'broken' };

/**
 * The witness one step further: over `events` (the database's, from the witnessed event on, or all of
 * them without a witness), provided the database still holds the witnessed event and every later event
 * links to it and verifies with the key. Never backwards.
 */
export function advanceWitness(previous: ChainWitness | null, events: readonly StoredChainEvent[], context: WitnessContext, now: Date): WitnessStep {
  let later = events;
  if (previous) {
    const anchor = events[0];
    if (!anchor) return { kind: 'behind' };
    if (anchor.seq !== previous.seq || !sameHex(anchor.hash, previous.hash)) return { kind: 'fork' };
    later = events.slice(1);
  }
  const last = later.at(-1);
  if (!last) return { kind: 'current' };
  const after = previous ? { seq: previous.seq, hash: previous.hash } : undefined;
  if (later.some((e) => e.structureId !== context.structureId) || !verifyChain(later, { key: context.key, ...(after ? { after } : {}) }).ok) return { kind: 'broken' };
  const issued = { ...(previous?.issued ?? {}) };
  for (const event of later) {
    const kind = FISCAL_EVENT[event.eventType];
    if (kind && event.documentNumber !== null) issued[kind] = { number: event.documentNumber, seq: event.seq, hash: event.hash };
  }
  const body: WitnessBody = { version: 1, bookId: context.bookId, structureId: context.structureId, seq: last.seq, hash: last.hash, issued, witnessedAt: now.toISOString() };
  return { kind: 'advanced', witness: { ...body, seal: sealWitness(context.key, body) } };
}

const WITNESS = 'le témoin de la chaîne, tenu hors de la base,';

/** A number the witness saw issued that the database no longer holds as issued then. */
function numberFinding(kind: FiscalKind, issued: z.infer<typeof issuedSchema>, events: readonly StoredChainEvent[]): LedgerFinding {
  const { The, e } = FISCAL_NAMES[kind];
  const again = events.find((event) => FISCAL_EVENT[event.eventType] === kind && event.documentNumber === issued.number);
  const message = again
    ? `${The} ${issued.number} a été émis${e} une seconde fois : le journal ${e ? 'la' : 'le'} porte à l’événement n° ${again.seq}, qui n’est pas celui par lequel ${WITNESS} l’a vu${e} émis${e} (n° ${issued.seq}).`
    : `${The} ${issued.number}, que ${WITNESS} a vu${e} émis${e} (événement n° ${issued.seq}), n’est plus dans le journal : son numéro peut être attribué une seconde fois.`;
  return finding('number-reused', message, { seq: again?.seq ?? issued.seq, documentNumber: issued.number });
}

/**
 * The database's chain (`events`, every one of the structure, in `seq` order) against its witness:
 * rolled back, wiped, rewritten at the witnessed place, a witnessed number issued again or gone, a
 * witness that is missing or not sealed by the key.
 */
export function checkWitness(witness: ChainWitness | null, events: readonly StoredChainEvent[], context: WitnessContext): LedgerFinding[] {
  if (!witness) {
    if (events.length === 0) return [];
    return [finding('witness-missing', `Aucun témoin de la chaîne n’est tenu hors de la base pour cette structure alors que le journal compte ${events.length} événement(s) : un retour en arrière ne serait pas détecté (dossier du témoin perdu, ou non restauré avec la sauvegarde).`)];
  }
  const { seal, ...body } = witness;
  if (witness.bookId !== context.bookId || witness.structureId !== context.structureId || !sameHex(sealWitness(context.key, body), seal)) {
    return [finding('witness-seal', 'Le témoin de la chaîne tenu hors de la base n’est pas scellé par la clé du journal : il a été modifié, ou il vient d’une autre base.', { seq: witness.seq })];
  }
  const findings: LedgerFinding[] = [];
  const last = events.at(-1);
  if (!last) {
    findings.push(finding('witness-behind', `Le journal est vide alors que ${WITNESS} a vu ${witness.seq} événement(s) : les écritures de la structure ont été effacées.`, { seq: witness.seq }));
  } else if (last.seq < witness.seq) {
    findings.push(
      finding('witness-behind', `Le journal s’arrête à l’événement n° ${last.seq} alors que ${WITNESS} a vu l’événement n° ${witness.seq} : le journal a été ramené en arrière (sauvegarde antérieure restaurée, ou événements supprimés).`, { seq: witness.seq }),
    );
  } else if (!sameHex(events.find((e) => e.seq === witness.seq)?.hash ?? '', witness.hash)) {
    findings.push(finding('witness-fork', `L’événement n° ${witness.seq} n’est pas celui que ${WITNESS} a vu : le journal a été réécrit à partir de ce point ou avant.`, { seq: witness.seq }));
  }
  const bySeq = new Map(events.map((event) => [event.seq, event]));
  for (const [kind, issued] of Object.entries(witness.issued) as [FiscalKind, z.infer<typeof issuedSchema> | undefined][]) {
    if (!issued || sameHex(bySeq.get(issued.seq)?.hash ?? '', issued.hash)) continue;
    findings.push(numberFinding(kind, issued, events));
  }
  return findings;
}
