import {
  PostgresAdapter,
  sql,
  type CreateTableBuilder,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import type { Database } from './schema';

/** The SQL engine under the database. */
export type Dialect = 'sqlite' | 'postgres';

/** Which engine a Kysely instance talks to (migrations receive only the instance). */
export function dialectOf<DB>(db: Kysely<DB>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Locks a row for the rest of the transaction before it is read for a decision (what is left to
 * credit on an invoice, whether a quotation is invoiced): `select … for update` on PostgreSQL, where
 * two transactions would otherwise both read the same state and both act on it. SQLite needs
 * nothing: Kysely runs a transaction alone on its one connection, from BEGIN to COMMIT.
 */
export async function lockRow(trx: Kysely<Database>, table: keyof Database, id: number): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(trx);
}

/**
 * `column` among the ids a subquery answers, the ids read first and the rows then found by key:
 * `in (subquery)` on SQLite; `= any(array(subquery))` on PostgreSQL, whose planner keeps the written
 * join order past eight joined tables and then read every slot in scope (70 ms) before matching the
 * learner's six; the array is computed once and looked up through the primary key.
 */
export function idAmong(column: string, ids: Expression<unknown>, dialect: Dialect): RawBuilder<SqlBool> {
  return dialect === 'postgres' ? sql<SqlBool>`${sql.ref(column)} = any(array(${ids}))` : sql<SqlBool>`${sql.ref(column)} in (${ids})`;
}

/** Adds an auto-increment integer primary key `id`: `integer primary key autoincrement` / `serial primary key`. */
export function withId<TB extends string, C extends string>(
  table: CreateTableBuilder<TB, C>,
  dialect: Dialect,
): CreateTableBuilder<TB, C | 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** Column default: the current time as ISO 8601 UTC text with milliseconds (`2024-05-01T08:30:00.000Z`). */
export function nowIsoDefault(dialect: Dialect): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}
