import { sql, type Kysely, type Migration } from 'kysely';
import { pgSearchExpression } from '../search-text';
import { dialectOf } from '../sql';
import { BILL_SEARCH_COLUMNS } from './0207_bills_search';

/**
 * PostgreSQL only: the bills' folded search text becomes a stored generated column
 * (`bills.search_text`), indexed with pg_trgm instead of 0207's expression, as 0109 did for the
 * learners. The trigram index finds candidate pages; each candidate row is then checked again, and
 * folding its number, customer and title with `translate(lower(…))` cost 14–25 ms for « martin » on
 * 100 000 bills (≈ 2 000 rows). Read from the column, the check is a plain LIKE. SQLite keeps its
 * FTS5 table (0207).
 */
export const billsSearchText: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === 'sqlite') return;
    await sql`alter table bills add column search_text text generated always as (${pgSearchExpression(BILL_SEARCH_COLUMNS)}) stored`.execute(db);
    await sql`create index bills_search_text_trgm on bills using gin (search_text public.gin_trgm_ops)`.execute(db);
    await sql`drop index bills_search_trgm`.execute(db);
    await sql`analyze bills`.execute(db);
  },
};
