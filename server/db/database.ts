import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import type { ServerConfig } from '../config';
import { lockDatabaseFile, type FileLock } from './file-lock';
import { GuardedPool, type PgSettings } from './pg-pool';
import type { Database } from './schema';
import type { Dialect } from './sql';
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
  /**
   * PostgreSQL only: false opens connections without statement deadline, for the long work of
   * migrations and seeding (the server's requests keep VOLANT_PG_STATEMENT_TIMEOUT_MS).
   */
  deadlines?: boolean;
}

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

/** How the server's connections to PostgreSQL are set up (deadlines from the configuration). */
export function pgSettings(config: ServerConfig, options: OpenOptions = {}): PgSettings {
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not a PostgreSQL URL.');
  return {
    url: config.databaseUrl,
    ...(options.pgSchema ? { schema: options.pgSchema } : {}),
    connectTimeoutMs: config.pgConnectTimeoutMs,
    statementTimeoutMs: options.deadlines === false ? null : config.pgStatementTimeoutMs,
    poolSize: config.pgPoolSize,
  };
}

function openPostgres(settings: PgSettings, writes: WriteGeneration): Kysely<Database> {
  const pool = new GuardedPool(settings, (line) => console.error(line));
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
    db = config.databaseUrl ? openPostgres(pgSettings(config, options), writes) : openSqlite(config.sqliteFile, writes);
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
