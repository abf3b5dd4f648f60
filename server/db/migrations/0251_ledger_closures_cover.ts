import type { Kysely, Migration } from 'kysely';

/**
 * A closure covers what was recorded since the previous closure of its type, up to the end of its
 * period: `covered_from` keeps its first day (null for the closures made before, which covered their
 * period alone).
 */
export const ledgerClosuresCover: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('ledger_closures').addColumn('covered_from', 'text').execute();
  },
};
