import type { Kysely, Migration } from 'kysely';
import { storePgSearchText } from '../search-text';
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
    if (dialectOf(db) === 'postgres') await storePgSearchText(db, 'bills', BILL_SEARCH_COLUMNS, 'bills_search_trgm');
  },
};
