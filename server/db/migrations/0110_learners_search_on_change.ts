import type { Kysely, Migration } from 'kysely';
import { replaceSqliteTrigramUpdateTrigger } from '../search-text';
import { dialectOf } from '../sql';
import { LEARNER_SEARCH_COLUMNS } from './0107_learners_search';

/**
 * SQLite: the learners' trigram table (0107) is re-indexed only when a learner's searched text
 * changes, not on every save of the record. PostgreSQL's stored text (0109) needs nothing: an update
 * that leaves it equal leaves its index entry alone.
 */
export const learnersSearchOnChange: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === 'sqlite') await replaceSqliteTrigramUpdateTrigger(db, 'learners', 'learners_search', LEARNER_SEARCH_COLUMNS);
  },
};
