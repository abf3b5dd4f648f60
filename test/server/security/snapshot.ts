// A row-level picture of the whole database, to prove that a series of calls changed nothing it
// must not: no row that existed before was modified or deleted, no new row was written into the
// other structure.
import { sql } from 'kysely';
import type { AppDeps } from '../../../server/core/env';

/** Tables that change on every call by design (sessions, tickets, migrations bookkeeping). */
const VOLATILE = new Set(['refresh_tokens', 'sso_tickets', 'kysely_migration', 'kysely_migration_lock']);

export type Snapshot = Map<string, Map<string, string>>;

function keyOf(row: Record<string, unknown>): string {
  return 'id' in row ? String(row.id) : JSON.stringify(row);
}

export async function snapshot(deps: AppDeps): Promise<Snapshot> {
  // PostgreSQL introspection lists every schema's tables (other test files run beside this one): ours only.
  const listed = await deps.db.introspection.getTables();
  const current = listed.some((t) => t.schema)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(deps.db)).rows[0]?.schema
    : undefined;
  const tables = listed
    .filter((t) => current === undefined || t.schema === current)
    .map((t) => t.name)
    .filter((name) => !VOLATILE.has(name) && !name.includes('search'));
  const picture: Snapshot = new Map();
  for (const table of tables.sort()) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(deps.db);
    picture.set(table, new Map(rows.map((row) => [keyOf(row), JSON.stringify(row)])));
  }
  return picture;
}

/**
 * What changed between two pictures that the calls of `caller` (a structure) had no right to change:
 * rows of any other structure (or of none) modified or deleted, and new rows of `protectedId`.
 */
export function changes(before: Snapshot, after: Snapshot, protectedId: number, caller: number): string[] {
  const found: string[] = [];
  for (const [table, rows] of before) {
    const now = after.get(table) ?? new Map<string, string>();
    for (const [key, row] of rows) {
      if ((JSON.parse(row) as Record<string, unknown>).structure_id === caller) continue;
      const current = now.get(key);
      if (current === undefined) found.push(`${table} ${key} deleted`);
      else if (current !== row) found.push(`${table} ${key} modified: ${row.slice(0, 120)} → ${current.slice(0, 120)}`);
    }
    for (const [key, row] of now) {
      if (rows.has(key)) continue;
      const parsed = JSON.parse(row) as Record<string, unknown>;
      if (parsed.structure_id === protectedId) found.push(`${table} ${key} created in structure ${protectedId}: ${row.slice(0, 160)}`);
    }
  }
  return found;
}
