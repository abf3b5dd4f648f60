import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';
import { bookKeyCheck, sealHead } from '../../../src/shared/ledger/verify';
import type { Database } from '../schema';

/**
 * The database's NF525 book: a random id, made once, that names its chains' witnesses kept outside
 * the database (docs/decisions.md, « NF525: the chain's witness »), and the check value of the ledger
 * key that seals it, so that a server given another key says « clé du journal absente ou différente »
 * instead of finding every event changed.
 *
 * An existing database gets the check value of the key it is migrated with only when that key sealed
 * every chain head it holds: a backup restored on a host without its key must not be stamped with the
 * wrong one (the check is then filled at a later start, once the right key is back).
 */
export function ledgerBook(ledgerKey: string): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ledger_book')
        .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn('book_id', 'text', (c) => c.notNull())
        .addColumn('key_check', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      const typed = db as Kysely<Database>;
      const heads = await typed.selectFrom('ledger_sequences').select(['structure_id', 'last_value', 'last_hash', 'head_seal']).where('kind', '=', 'event').where('last_hash', 'is not', null).execute();
      const sealedByKey = heads.every((h) => h.head_seal === sealHead(ledgerKey, h.structure_id, h.last_value, h.last_hash!));
      const bookId = randomUUID();
      await typed
        .insertInto('ledger_book')
        .values({ id: 1, book_id: bookId, key_check: sealedByKey ? bookKeyCheck(ledgerKey, bookId) : null, created_at: new Date().toISOString() })
        .execute();
    },
  };
}
