import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config';
import type { Dialect } from '../core/env';
import { lockDatabaseFile, type FileLock } from './file-lock';
import type { Database } from './schema';
import { keepAverageStatisticsOnly } from './statistics';
import { withStatementCache } from './statement-cache';
import { WriteGeneration } from './write-generation';

export interface OpenedDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Counts the writes (the read caches of server/core/cache.ts follow it). */
  writes: WriteGeneration;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL only: the schema every connection uses (search_path), e.g. an isolated test schema. */
  pgSchema?: string;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** count(*) and sums come back as bigint/numeric on PostgreSQL: answer them as numbers like SQLite does. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

function openSqlite(file: string, writes: WriteGeneration): Kysely<Database> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  // Planner statistics: analyse what needs it now, and refresh them on close (SQLite's advice).
  // Without them a search through the learners' FTS index scans the whole learners index instead.
  database.pragma('optimize = 0x10002');
  keepAverageStatisticsOnly(database);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }), plugins: [writes] });
}

function openPostgres(url: string, options: OpenOptions, writes: WriteGeneration): Kysely<Database> {
  if (options.pgSchema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.pgSchema)) {
    throw new Error(`Nom de schéma PostgreSQL invalide : ${options.pgSchema}`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    types: pgTypes,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes] });
}

/** SQLite (WAL, foreign keys) by default; PostgreSQL when DATABASE_URL is postgres://… */
export async function openDatabase(config: ServerConfig, options: OpenOptions = {}): Promise<OpenedDatabase> {
  const dialect: Dialect = config.databaseUrl ? 'postgres' : 'sqlite';
  const writes = new WriteGeneration();
  let lock: FileLock | null = null;
  if (dialect === 'sqlite' && config.sqliteFile !== ':memory:') {
    mkdirSync(dirname(config.sqliteFile), { recursive: true });
    lock = lockDatabaseFile(config.sqliteFile);
  }
  let db: Kysely<Database>;
  try {
    db = config.databaseUrl ? openPostgres(config.databaseUrl, options, writes) : openSqlite(config.sqliteFile, writes);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const close = async () => {
    try {
      if (dialect === 'sqlite') await sql`pragma optimize`.execute(db);
      await db.destroy();
    } finally {
      lock?.release();
    }
  };
  return { db, dialect, writes, close };
}
