import type { ControlledTransaction } from 'kysely';
import { joinedTransaction } from '../db/joined-transaction';
import type { Database } from '../db/schema';
import { HeldOutboxSignal } from './outbox-signal';
import { databaseFileStore } from '../storage/database-store';
import type { AppDeps } from './env';

/**
 * The transaction a request runs in when its Idempotency-Key is recorded with its writes
 * (server/core/idempotency.ts), and the dependencies its handler sees: its queries, its nested
 * transactions (savepoints: server/db/joined-transaction.ts) and its files go through it.
 *
 * A call that must wait for something outside the database to answer — an e-mail handed to the SMTP
 * server by the outbox worker, which cannot see an uncommitted message — commits early
 * (`deps.outbox.committed()`): the key is then kept with `provisional` as its answer (what a retry
 * gets if this instance dies before the final answer is kept), and the rest of the request runs on
 * the database itself.
 */
export class RequestTransaction {
  readonly deps: AppDeps;
  #early = false;
  readonly #outbox: HeldOutboxSignal;
  readonly #outer: AppDeps;
  /** What waits for the commit (AppDeps.afterCommit); dropped if the request rolls back. */
  readonly #afterCommit: ((committed: AppDeps) => Promise<void>)[] = [];

  constructor(
    outer: AppDeps,
    readonly trx: ControlledTransaction<Database>,
    provisional: (trx: ControlledTransaction<Database>) => Promise<void>,
  ) {
    this.#outer = outer;
    const joined = joinedTransaction(trx);
    const files = databaseFileStore(joined);
    const early = () => this.#early;
    this.#outbox = new HeldOutboxSignal(outer.outbox, async () => {
      await provisional(trx);
      await trx.commit().execute();
      this.#early = true;
      this.#runAfterCommit();
    });
    this.deps = {
      ...outer,
      get db() {
        return early() ? outer.db : joined;
      },
      get files() {
        return early() ? outer.files : files;
      },
      outbox: this.#outbox,
      afterCommit: async (task) => {
        if (early()) await task(outer);
        else this.#afterCommit.push(task);
      },
    };
  }

  /** Whether the request committed before its end (its answer is then kept on its own). */
  get committedEarly(): boolean {
    return this.#early;
  }

  /** After the commit: the e-mails queued meanwhile go to the worker. */
  committed(): void {
    this.#outbox.release();
    this.#runAfterCommit();
  }

  /** Runs the tasks that waited for the commit, on the database itself; each reports its own failures. */
  #runAfterCommit(): void {
    for (const task of this.#afterCommit.splice(0)) {
      task(this.#outer).catch((error: unknown) => console.error('[request] après validation : %s', error instanceof Error ? error.message : String(error)));
    }
  }
}
