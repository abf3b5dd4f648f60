import { sql, type Kysely, type Transaction, type TransactionBuilder } from 'kysely';
import type { Database } from './schema';

/**
 * An open transaction seen as the database: `db.transaction().execute(fn)` runs `fn` in a savepoint
 * of it — undone alone when `fn` throws, as its own transaction would be — instead of a transaction
 * of its own. A request whose Idempotency-Key is recorded with its writes (server/core/idempotency.ts)
 * runs its handler over this, so that everything it writes commits, or not, with its key.
 * The nested transactions of one request take turns (a savepoint is a stack, not a set).
 */
export function joinedTransaction(trx: Transaction<Database>): Kysely<Database> {
  let savepoints = 0;
  let turn: Promise<unknown> = Promise.resolve();
  const run = async <T>(fn: (inner: Transaction<Database>) => Promise<T>): Promise<T> => {
    const name = sql.id(`joined_${(savepoints += 1)}`);
    await sql`savepoint ${name}`.execute(trx);
    try {
      const result = await fn(joined);
      await sql`release savepoint ${name}`.execute(trx);
      return result;
    } catch (error) {
      await sql`rollback to savepoint ${name}`.execute(trx).catch(() => undefined);
      throw error;
    }
  };
  const builder = {
    setIsolationLevel: () => builder,
    setAccessMode: () => builder,
    execute<T>(fn: (inner: Transaction<Database>) => Promise<T>): Promise<T> {
      const mine = turn.then(() => run(fn));
      turn = mine.catch(() => undefined);
      return mine;
    },
  };
  const joined: Transaction<Database> = new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction') return () => builder as unknown as TransactionBuilder<Database>;
      // Kysely keeps its state in private fields: its methods run on the transaction itself.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return joined;
}
