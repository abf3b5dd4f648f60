import { sql, type Kysely, type Migration } from 'kysely';
import { pgSearchExpression } from '../search-text';
import { dialectOf } from '../sql';

/** The bill's own columns `simplesearch` looks into (the learner's and organisation's have their own). */
export const BILL_SEARCH_COLUMNS = ['number', 'customer_name', 'title'] as const;

const SQLITE_TEXT = (row: 'new' | 'bills') => sql.raw(BILL_SEARCH_COLUMNS.map((column) => `coalesce(${row}.${column}, '')`).join(` || ' ' || `));

/**
 * An index for the quotation and invoice search (`simplesearch` on 50 000 bills of each kind): the
 * LIKE over seven joined columns read every bill and its learner for each word (1.6 s a query at c32).
 * On SQLite a contentless FTS5 trigram table over the bill's number, customer and title kept in sync
 * by triggers; on PostgreSQL a pg_trgm GIN index on the same folded text. The learner's names go
 * through the learners' own index (0107).
 */
export const billsSearch: Migration = {
  async up(db: Kysely<unknown>) {
    // A bill matches through its organisation too: the organisation's bills by index, not by scan.
    await db.schema.createIndex('bills_organization_idx').on('bills').column('organization_id').execute();
    if (dialectOf(db) === 'sqlite') {
      await sql`create virtual table bills_search using fts5(text, tokenize = 'trigram remove_diacritics 1', content = '', contentless_delete = 1)`.execute(db);
      await sql`insert into bills_search (rowid, text) select id, ${SQLITE_TEXT('bills')} from bills`.execute(db);
      await sql`create trigger bills_search_insert after insert on bills begin
        insert into bills_search (rowid, text) values (new.id, ${SQLITE_TEXT('new')});
      end`.execute(db);
      await sql`create trigger bills_search_update after update of number, customer_name, title on bills begin
        delete from bills_search where rowid = old.id;
        insert into bills_search (rowid, text) values (new.id, ${SQLITE_TEXT('new')});
      end`.execute(db);
      await sql`create trigger bills_search_delete after delete on bills begin
        delete from bills_search where rowid = old.id;
      end`.execute(db);
      return;
    }
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create index bills_search_trgm on bills using gin ((${pgSearchExpression(BILL_SEARCH_COLUMNS)}) public.gin_trgm_ops)`.execute(db);
  },
};
