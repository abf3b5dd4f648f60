import { sql, type Kysely, type Migration } from 'kysely';
import { pgSearchExpression } from '../search-text';
import { dialectOf } from '../sql';

/** The columns `simplesearch` looks into on learners (name, e-mail, phone, NEPH). */
export const LEARNER_SEARCH_COLUMNS = ['last_name', 'first_name', 'email', 'phone', 'neph'] as const;

const SQLITE_TEXT = (row: 'new' | 'learners') =>
  sql.raw(LEARNER_SEARCH_COLUMNS.map((column) => `coalesce(${row}.${column}, '')`).join(` || ' ' || `));

/**
 * An index for the learner search (`simplesearch` on 100 000 learners must answer in milliseconds):
 * on SQLite a contentless FTS5 table with the trigram tokenizer (substring matches, accents and
 * case ignored) kept in sync by triggers; on PostgreSQL a pg_trgm GIN index on the folded text.
 */
export const learnersSearch: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === 'sqlite') {
      await sql`create virtual table learners_search using fts5(text, tokenize = 'trigram remove_diacritics 1', content = '', contentless_delete = 1)`.execute(db);
      await sql`insert into learners_search (rowid, text) select id, ${SQLITE_TEXT('learners')} from learners`.execute(db);
      await sql`create trigger learners_search_insert after insert on learners begin
        insert into learners_search (rowid, text) values (new.id, ${SQLITE_TEXT('new')});
      end`.execute(db);
      await sql`create trigger learners_search_update after update of last_name, first_name, email, phone, neph on learners begin
        delete from learners_search where rowid = old.id;
        insert into learners_search (rowid, text) values (new.id, ${SQLITE_TEXT('new')});
      end`.execute(db);
      await sql`create trigger learners_search_delete after delete on learners begin
        delete from learners_search where rowid = old.id;
      end`.execute(db);
      return;
    }
    // pg_trgm is a trusted extension: the database owner may create it. Its operator class is
    // named with its schema so that every schema (one per test app) finds it.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create index learners_search_trgm on learners using gin ((${pgSearchExpression(LEARNER_SEARCH_COLUMNS)}) public.gin_trgm_ops)`.execute(db);
  },
};
