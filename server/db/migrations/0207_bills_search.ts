import { sql, type Kysely, type Migration } from 'kysely';
import { createSqliteTrigramIndex, pgSearchExpression } from '../search-text';
import { dialectOf } from '../sql';

/** The bill's own columns `simplesearch` looks into (the learner's and organisation's have their own). */
export const BILL_SEARCH_COLUMNS = ['number', 'customer_name', 'title'] as const;

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
      await createSqliteTrigramIndex(db, 'bills', 'bills_search', BILL_SEARCH_COLUMNS);
      return;
    }
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create index bills_search_trgm on bills using gin ((${pgSearchExpression(BILL_SEARCH_COLUMNS)}) public.gin_trgm_ops)`.execute(db);
  },
};
