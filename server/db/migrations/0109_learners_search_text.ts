import type { Kysely, Migration } from 'kysely';
import { storePgSearchText } from '../search-text';
import { dialectOf } from '../sql';
import { LEARNER_SEARCH_COLUMNS } from './0107_learners_search';

/**
 * PostgreSQL only: the learners' folded search text becomes a stored generated column
 * (`learners.search_text`), indexed with pg_trgm instead of the expression of 0107.
 *
 * Measured on 100 000 learners: computing `translate(lower(…))` costs about 5 µs a row, and every
 * search that reads rows outside the trigram index paid it on each one — a count for a word shorter
 * than three characters took 450–600 ms, walking the name order 380 ms for « martin ». Read from
 * the column, the same work takes 30–40 ms. The text is computed once per write instead.
 * Adding the column rewrites the table (a few seconds at 100 000 learners).
 * SQLite keeps its FTS5 table (0107): nothing changes there.
 */
export const learnersSearchText: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') await storePgSearchText(db, 'learners', LEARNER_SEARCH_COLUMNS, 'learners_search_trgm');
  },
};
