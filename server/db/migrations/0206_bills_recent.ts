import type { Kysely, Migration } from 'kysely';

/**
 * The bill lists' default order (newest first) over all the caller's agencies: `bills_list_idx`
 * puts the agency before the date, so a page of 10 sorted every bill of the structure (30 ms on
 * 50 000 quotations); by structure, kind and date the first page is read in order and stops early.
 */
export const billsRecent: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('bills_recent_idx').on('bills').columns(['structure_id', 'kind', 'created_at']).execute();
  },
};
