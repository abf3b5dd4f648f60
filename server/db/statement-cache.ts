import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared (IN lists of every length make many; the least recently used go first). */
const MAX_STATEMENTS = 1000;

/**
 * The SQLite database as Kysely's driver sees it, with its statements kept prepared: the driver
 * prepares every query it runs, and parsing and planning the same SQL again was a tenth of the
 * server's time on an item read. better-sqlite3 re-prepares a kept statement itself when the schema
 * changes. Kysely holds the single connection for a whole query (and stream), so a kept statement
 * is never run twice at once.
 */
export function withStatementCache(database: SQLiteDatabase, max = MAX_STATEMENTS): SqliteDatabase {
  const prepared = new Map<string, Statement>();
  return {
    close: () => {
      prepared.clear();
      database.close();
    },
    prepare(sqlText: string) {
      const kept = prepared.get(sqlText);
      if (kept) {
        prepared.delete(sqlText);
        prepared.set(sqlText, kept);
        return kept;
      }
      const statement = database.prepare(sqlText);
      if (prepared.size >= max) {
        const oldest = prepared.keys().next().value;
        if (oldest !== undefined) prepared.delete(oldest);
      }
      prepared.set(sqlText, statement);
      return statement;
    },
  };
}
