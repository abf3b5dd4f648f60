import { createHmac, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';

/** The tables this migration reads and writes, as they stood when it was written (a frozen copy). */
interface Tables {
  ledger_sequences: { structure_id: number; kind: string; last_value: number; last_hash: string | null; head_seal: string | null };
  ledger_book: { id: number; book_id: string; key_check: string | null; created_at: string };
}

/** The head seal and the book's key check as of this migration (copies of src/shared/ledger/verify.ts). */
const sealHead = (key: string, structureId: number, seq: number, hash: string): string =>
  createHmac('sha256', key).update(`volant-nf525-head\n${structureId}\n${seq}\n${hash}`, 'utf8').digest('hex');
const bookKeyCheck = (key: string, bookId: string): string =>
  createHmac('sha256', key).update(`volant-nf525-book\n${bookId}`, 'utf8').digest('hex');

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
      const typed = db as Kysely<Tables>;
      const heads = await typed.selectFrom('ledger_sequences').select(['structure_id', 'last_value', 'last_hash', 'head_seal']).where('kind', '=', 'event').where('last_hash', 'is not', null).execute();
      const sealedByKey = heads.every((h) => h.last_hash !== null && h.head_seal === sealHead(ledgerKey, h.structure_id, h.last_value, h.last_hash));
      const bookId = randomUUID();
      await typed
        .insertInto('ledger_book')
        .values({ id: 1, book_id: bookId, key_check: sealedByKey ? bookKeyCheck(ledgerKey, bookId) : null, created_at: new Date().toISOString() })
        .execute();
    },
  };
}
