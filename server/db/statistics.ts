import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../core/env';
import type { Database } from './schema';

/**
 * Refreshes the query planner's statistics after a bulk load (`volant seed --learners N …`).
 * PostgreSQL plans with the row counts it last measured until autovacuum catches up: right after
 * 20 000 generated learners it still counted 37 and searched them through the structure index
 * instead of the trigram one (124 ms a search instead of 13 ms). It is a VACUUM too: the pages just
 * written are marked all-visible, so counts are answered from the indexes alone (index-only scans)
 * at once, and autovacuum has no backlog to work through while the first users come. SQLite: one
 * ANALYZE.
 */
export async function refreshPlannerStatistics(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`analyze`.execute(db);
    return;
  }
  const tables = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = current_schema()`.execute(db);
  for (const { tablename } of tables.rows) await sql`vacuum (analyze) ${sql.id(tablename)}`.execute(db);
}
