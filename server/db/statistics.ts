import type { Database as SQLiteDatabase } from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import type { Dialect } from './sql';

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

/**
 * Keeps SQLite's planner statistics to the per-index averages (`sqlite_stat1`) and forgets the sampled
 * key values ANALYZE also records (`sqlite_stat4`: better-sqlite3 is built with SQLITE_ENABLE_STAT4).
 * With samples, SQLite plans a statement again whenever a parameter compared with a sampled index
 * column is bound, and better-sqlite3 binds every parameter on every run: each scoped query
 * (`structure_id = ?`, `agency_id in (…)`) was re-planned on each call. A learner read with its
 * agency and training cost 28 µs inside SQLite instead of 7 µs; a learner PATCH's server time went
 * from 416 to 335 µs. The averages are what ANALYZE is run for (open and close, `volant seed`).
 */
export function keepAverageStatisticsOnly(database: SQLiteDatabase): void {
  const sampled = database.prepare("select 1 from sqlite_schema where name = 'sqlite_stat4'").get() !== undefined;
  if (!sampled || database.prepare('select 1 from sqlite_stat4 limit 1').get() === undefined) return;
  // `analyze sqlite_schema` makes this connection reload the statistics it planned with.
  database.exec('delete from sqlite_stat4; analyze sqlite_schema');
}
