import type { Kysely, Migration } from 'kysely';
import { replaceSqliteTrigramUpdateTrigger } from '../search-text';
import { dialectOf } from '../sql';
import { BILL_SEARCH_COLUMNS } from './0207_bills_search';

/** SQLite: the bills' trigram table (0207) is re-indexed only when a bill's number, customer or title changes. */
export const billsSearchOnChange: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === 'sqlite') await replaceSqliteTrigramUpdateTrigger(db, 'bills', 'bills_search', BILL_SEARCH_COLUMNS);
  },
};
