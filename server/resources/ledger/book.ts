import type { Kysely, Transaction } from 'kysely';
import type { LedgerFinding } from '../../../src/shared/ledger/types';
import { bookKeyCheck, finding, sameHex, sealHead, type ChainHead } from '../../../src/shared/ledger/verify';
import type { Database } from '../../db/schema';
import { headsNotSealedBy } from './chain';

type Db = Kysely<Database> | Transaction<Database>;

/** The database's NF525 book (`ledger_book`, 0252): its id, and the check value of the key that seals it. */
export interface LedgerBook {
  bookId: string;
  keyCheck: string | null;
}

export async function loadBook(db: Db): Promise<LedgerBook | null> {
  const row = await db.selectFrom('ledger_book').select(['book_id', 'key_check']).where('id', '=', 1).executeTakeFirst();
  return row ? { bookId: row.book_id, keyCheck: row.key_check } : null;
}

/** True when `key` is the one the book was sealed with. */
export const keyProven = (book: LedgerBook, key: string): boolean => book.keyCheck !== null && sameHex(book.keyCheck, bookKeyCheck(key, book.bookId));

export const WRONG_KEY =
  'Vérification impossible : clé du journal absente ou différente. La clé de ce serveur (VOLANT_LEDGER_KEY, ou le fichier ledger-key de VOLANT_VAR_DIR) n’est pas celle qui a scellé ce journal : remettez la clé d’origine, qui doit accompagner chaque sauvegarde, puis vérifiez de nouveau.';

/**
 * Whether this server holds the book's key, before any hash is checked: a wrong key would otherwise
 * find every event changed. Without a check value yet (an upgraded base another key sealed), the
 * structure's sealed head decides.
 */
export function keyFinding(book: LedgerBook | null, key: string, head: ChainHead | null, structureId: number): LedgerFinding | null {
  if (!book) return finding('ledger-key', 'Le registre du journal (table ledger_book) a disparu de la base : ni la clé du journal ni le témoin de la chaîne ne peuvent plus être contrôlés.');
  if (book.keyCheck !== null) return keyProven(book, key) ? null : finding('ledger-key', WRONG_KEY);
  const headSealed = !head?.lastHash || (head.seal !== null && sameHex(sealHead(key, structureId, head.lastValue, head.lastHash), head.seal));
  return headSealed ? null : finding('ledger-key', WRONG_KEY);
}

/**
 * At start: a book without a check value (upgraded while another key was in use) gets this key's, once
 * this key seals every chain head. Answers whether the key is the book's.
 */
export async function proveKey(db: Kysely<Database>, key: string): Promise<boolean> {
  const book = await loadBook(db);
  if (!book) return false;
  if (book.keyCheck !== null) return keyProven(book, key);
  if ((await headsNotSealedBy(db, key)) > 0) return false;
  await db.updateTable('ledger_book').set({ key_check: bookKeyCheck(key, book.bookId) }).where('id', '=', 1).where('key_check', 'is', null).execute();
  return true;
}
