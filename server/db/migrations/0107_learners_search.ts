import { sql, type Kysely, type Migration } from 'kysely';
import { createSqliteTrigramIndex, pgSearchExpression } from '../search-text';
import { dialectOf } from '../sql';

/** The columns `simplesearch` looks into on learners (name, e-mail, phone, NEPH). */
export const LEARNER_SEARCH_COLUMNS = ['last_name', 'first_name', 'email', 'phone', 'neph'] as const;

/**
 * An index for the learner search (`simplesearch` on 100 000 learners must answer in milliseconds):
 * on SQLite a contentless FTS5 table with the trigram tokenizer (substring matches, accents and
 * case ignored) kept in sync by triggers; on PostgreSQL a pg_trgm GIN index on the folded text.
 */
export const learnersSearch: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === 'sqlite') {
      await createSqliteTrigramIndex(db, 'learners', 'learners_search', LEARNER_SEARCH_COLUMNS);
      return;
    }
    // pg_trgm is a trusted extension: the database owner may create it. Its operator class is
    // named with its schema so that every schema (one per test app) finds it.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create index learners_search_trgm on learners using gin ((${pgSearchExpression(LEARNER_SEARCH_COLUMNS)}) public.gin_trgm_ops)`.execute(db);
  },
};
