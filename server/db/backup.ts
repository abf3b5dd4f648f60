import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { delimiter, dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import type { ServerConfig } from '../config';
import { lockDatabaseFile } from './file-lock';

/**
 * `volant backup FILE` / `volant restore FILE`: one file holding the whole database — files included,
 * since they live in it (server/storage/). SQLite through its online backup API (a consistent copy
 * while the server keeps writing, WAL included); PostgreSQL through pg_dump / pg_restore in custom
 * format (a consistent snapshot; restore inside one transaction).
 */
export interface BackupSummary {
  engine: 'sqlite' | 'postgres';
  file: string;
  bytes: number;
}

/** Every page at once: one step, one read transaction, so the copy is one consistent snapshot. */
const ALL_PAGES = 0x7fffffff;

function sqliteFileOf(config: ServerConfig): string {
  if (config.sqliteFile === ':memory:') throw new Error('La base est en mémoire (VOLANT_DB_FILE=:memory:) : il n’y a rien à sauvegarder ni à restaurer.');
  return config.sqliteFile;
}

/** Checks that a SQLite file is intact and is a Volant database; throws a French error otherwise. */
function checkSqlite(file: string): void {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch {
    throw new Error(`${file} n’est pas une base SQLite lisible.`);
  }
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} est endommagé (integrity_check : ${String(integrity)}).`);
    const migrations = db.prepare("select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'").get() as { n: number };
    if (migrations.n === 0) throw new Error(`${file} n’est pas une base Volant (aucune table de migrations).`);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(file)) throw error;
    throw new Error(`${file} n’est pas une base SQLite lisible.`);
  } finally {
    db.close();
  }
}

async function backupSqlite(config: ServerConfig, target: string): Promise<void> {
  const source = sqliteFileOf(config);
  if (!existsSync(source)) throw new Error(`La base ${source} n’existe pas.`);
  const partial = `${target}.partiel`;
  await rm(partial, { force: true });
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(partial, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
  checkSqlite(partial);
  await rename(partial, target);
}

async function restoreSqlite(config: ServerConfig, backup: string): Promise<void> {
  const target = sqliteFileOf(config);
  checkSqlite(backup);
  // Refuses while a server has the base open (same lock as the server's).
  const lock = lockDatabaseFile(target);
  try {
    const restored = `${target}.restauration`;
    await rm(restored, { force: true });
    const source = new SQLite(backup, { readonly: true, fileMustExist: true });
    try {
      await source.backup(restored, { progress: () => ALL_PAGES });
    } finally {
      source.close();
    }
    // The old base's WAL must go with it: left beside the new file it would be replayed into it.
    for (const suffix of ['-wal', '-shm']) await rm(`${target}${suffix}`, { force: true });
    await rename(restored, target);
  } finally {
    lock.release();
  }
}

/** A PostgreSQL client tool: on PATH, else the newest /usr/lib/postgresql/<version>/bin. */
export function findPgTool(name: 'pg_dump' | 'pg_restore', env: Record<string, string | undefined> = process.env): string {
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const candidate = join(root, version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} est introuvable : installez les outils clients de PostgreSQL (paquet postgresql-client, de la version du serveur ou plus récente) ou ajoutez-les au PATH.`);
}

/** The URL without its password (which goes through PGPASSWORD: never on a command line other users can read). */
function pgConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolveRun, reject) => {
    execFile(findPgTool(tool, env), args, { env, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolveRun();
      const detail = stderr.trim().split('\n').slice(-5).join(' ') || error.message;
      reject(new Error(`Échec de ${tool} : ${detail}`));
    });
  });
}

async function backupPostgres(databaseUrl: string, target: string): Promise<void> {
  const { dbname, env } = pgConnection(databaseUrl);
  const partial = `${target}.partiel`;
  await rm(partial, { force: true });
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`], env);
  await rename(partial, target);
}

async function restorePostgres(databaseUrl: string, backup: string): Promise<void> {
  const { dbname, env } = pgConnection(databaseUrl);
  await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, backup], env);
}

export async function backupDatabase(config: ServerConfig, file: string): Promise<BackupSummary> {
  const target = resolve(file);
  if (!existsSync(dirname(target))) throw new Error(`Le dossier ${dirname(target)} n’existe pas.`);
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, target);
  else await backupSqlite(config, target);
  return { engine: config.databaseUrl ? 'postgres' : 'sqlite', file: target, bytes: (await stat(target)).size };
}

export async function restoreDatabase(config: ServerConfig, file: string): Promise<BackupSummary> {
  const backup = resolve(file);
  if (!existsSync(backup)) throw new Error(`La sauvegarde ${backup} n’existe pas.`);
  if (config.databaseUrl) await restorePostgres(config.databaseUrl, backup);
  else await restoreSqlite(config, backup);
  return { engine: config.databaseUrl ? 'postgres' : 'sqlite', file: backup, bytes: (await stat(backup)).size };
}
