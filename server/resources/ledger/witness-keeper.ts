import type { Kysely, Transaction } from 'kysely';
import type { LedgerFinding } from '../../../src/shared/ledger/types';
import type { StoredChainEvent } from '../../../src/shared/ledger/verify';
import type { ServerConfig } from '../../config';
import type { AppDeps } from '../../core/env';
import type { Database } from '../../db/schema';
import { keyProven, loadBook, proveKey, type LedgerBook } from './book';
import { headsNotSealedBy, loadChain } from './chain';
import { advanceWitness, checkWitness, type WitnessStep } from './witness';
import { witnessStore } from './witness-store';

/** What the ledger's witness needs of the configuration. */
export type LedgerConfig = Pick<ServerConfig, 'ledgerKey' | 'ledgerWitnessDir'>;

/**
 * Moves the structure's witness up to the database's committed head, when the database still passes
 * through it and the new events verify with the key (witness.ts). Reads the committed state, so it is
 * right wherever the caller's transaction ended, on any instance.
 */
export async function witnessChain(db: Kysely<Database>, config: LedgerConfig, structureId: number, now: Date): Promise<WitnessStep | { kind: 'disabled' | 'key' }> {
  if (config.ledgerWitnessDir === null) return { kind: 'disabled' };
  const book = await loadBook(db);
  if (!book || !keyProven(book, config.ledgerKey)) return { kind: 'key' };
  const store = witnessStore(config.ledgerWitnessDir);
  const previous = await store.read(book.bookId, structureId);
  const events = await loadChain(db, structureId, previous?.seq ?? 1);
  const step = advanceWitness(previous, events, { key: config.ledgerKey, bookId: book.bookId, structureId }, now);
  if (step.kind === 'advanced') await store.write(step.witness);
  return step;
}

const NOT_THROUGH: Record<'behind' | 'fork' | 'broken', string> = {
  behind: 'le journal s’arrête avant l’événement que son témoin a vu (retour en arrière ou effacement)',
  fork: 'le journal ne passe plus par l’événement que son témoin a vu (réécrit)',
  broken: 'les événements après ceux que le témoin a vus ne se vérifient pas avec la clé',
};

/**
 * A fiscal write: the transaction, then, once it committed (the request's, when it runs in one), the
 * structure's witness moved forward. The
 * write is done whatever happens to the witness (a failure is logged, and the next write or start
 * catches up): answering an error for committed money would invite a second payment.
 */
export async function fiscalTransaction<T>(deps: AppDeps, structureId: number, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction().execute(work);
  // Inside a request whose Idempotency-Key commits with its writes, this transaction was a savepoint:
  // the witness moves only once the request committed, never ahead of what a rollback could undo.
  await deps.afterCommit(async (committed) => {
    try {
      const step = await witnessChain(committed.db, committed.config, structureId, committed.now());
      if (step.kind === 'behind' || step.kind === 'fork' || step.kind === 'broken') {
        console.error('[ledger] structure %d : %s ; témoin inchangé (volant ledger verify).', structureId, NOT_THROUGH[step.kind]);
      }
    } catch (error) {
      console.error('[ledger] témoin de la structure %d non écrit : %s', structureId, error instanceof Error ? error.message : String(error));
    }
  });
  return result;
}

/** The verification's findings about the witness (none without a witness folder). */
export async function witnessFindings(config: LedgerConfig, book: LedgerBook, structureId: number, events: readonly StoredChainEvent[]): Promise<LedgerFinding[]> {
  if (config.ledgerWitnessDir === null) return [];
  const witness = await witnessStore(config.ledgerWitnessDir).read(book.bookId, structureId);
  return checkWitness(witness, events, { key: config.ledgerKey, bookId: book.bookId, structureId });
}

/**
 * At start, once the database is ready: the key is checked against the book, every structure's witness
 * is brought up to its chain, and what does not hold is said (the verification then details it).
 */
export async function ledgerAtStart(deps: AppDeps, log: (line: string) => void): Promise<void> {
  const { db, config } = deps;
  if (!(await proveKey(db, config.ledgerKey))) {
    log('Attention : clé du journal NF525 absente ou différente : ce serveur n’a pas la clé qui a scellé ce journal (VOLANT_LEDGER_KEY, ou ledger-key dans VOLANT_VAR_DIR, doit accompagner chaque sauvegarde et être la même pour toutes les instances). Le journal n’est ni vérifié ni témoigné tant qu’elle manque.');
    return;
  }
  const foreignHeads = await headsNotSealedBy(db, config.ledgerKey);
  if (foreignHeads > 0) log(`Attention : la clé du journal NF525 ne scelle pas le dernier événement de ${foreignHeads} structure(s) : le journal a été modifié hors de Volant (volant ledger verify).`);
  if (config.ledgerWitnessDir === null) return;
  await witnessStore(config.ledgerWitnessDir).probe();
  const structures = await db.selectFrom('ledger_events').select('structure_id').distinct().execute();
  for (const { structure_id } of structures) {
    const step = await witnessChain(db, config, structure_id, deps.now());
    if (step.kind === 'behind' || step.kind === 'fork' || step.kind === 'broken') log(`Attention : journal NF525 de la structure ${structure_id} : ${NOT_THROUGH[step.kind]} (volant ledger verify).`);
  }
}
