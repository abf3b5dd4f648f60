import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import { ACCESS_TABLES, BOOKKEEPING_TABLES } from './write-generation';

/**
 * PostgreSQL announces every committed write to every instance (`NOTIFY`, which PostgreSQL delivers
 * only when the writing transaction commits, and in commit order): a statement trigger on every table
 * calls pg_notify on WRITES_CHANNEL with « <kind> <schema> », kind `access` for ACCESS_TABLES (sessions
 * and rights) and `data` otherwise. Any writer is heard — any instance, the CLI, a DBA's psql —
 * since the database itself speaks. server/db/write-listener.ts listens.
 */
export const WRITES_CHANNEL = 'volant_writes';

export type WriteKind = 'access' | 'data';

const TRIGGER = 'volant_announce_write';

/**
 * Kysely's own bookkeeping tables (written only by migrations), and the tables no cached answer reads:
 * the counter a public GET increments must not empty every instance's caches.
 */
const UNANNOUNCED = new Set(['kysely_migration', 'kysely_migration_lock', ...BOOKKEEPING_TABLES]);

const kindOf = (table: string): WriteKind => (ACCESS_TABLES.has(table) ? 'access' : 'data');

/** Parses a notification's payload; null when it is not one of ours or names another schema. */
export function parseAnnouncement(payload: string | undefined, schema: string): WriteKind | null {
  const [kind, from] = (payload ?? '').split(' ');
  if (from !== schema) return null;
  return kind === 'access' || kind === 'data' ? kind : null;
}

/**
 * Puts the announcing trigger on every table of the current schema that lacks it (or announces the
 * wrong kind): run after the migrations, so a table a later migration adds is announced too. Only
 * missing triggers are created, so a restart takes no lock on tables other instances are using.
 */
export async function announceWrites(db: Kysely<Database>): Promise<void> {
  await sql`
    create or replace function volant_announce_write() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(WRITES_CHANNEL)}, tg_argv[0] || ' ' || tg_table_schema);
      return null;
    end $$`.execute(db);
  const { rows } = await sql<{ table: string; definition: string | null }>`
    select c.relname as "table", pg_get_triggerdef(t.oid) as definition
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
    left join pg_trigger t on t.tgrelid = c.oid and t.tgname = ${TRIGGER}
    where c.relkind = 'r'`.execute(db);
  const missing = rows.filter(({ table, definition }) => !UNANNOUNCED.has(table) && !definition?.includes(`${TRIGGER}('${kindOf(table)}')`));
  if (missing.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const { table } of missing) {
      await sql`drop trigger if exists ${sql.id(TRIGGER)} on ${sql.id(table)}`.execute(trx);
      await sql`create trigger ${sql.id(TRIGGER)} after insert or update or delete or truncate on ${sql.id(table)}
        for each statement execute function volant_announce_write(${sql.lit(kindOf(table))})`.execute(trx);
    }
  });
}
