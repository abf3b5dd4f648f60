import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/database';

test('an opened SQLite database plans with per-index averages only, not sampled values', { skip: Boolean(process.env.DATABASE_URL_TEST) && 'SQLite only' }, async () => {
  const dir = await mkdtemp(join(tmpdir(), 'volant-stats-'));
  const config = loadConfig({ VOLANT_VAR_DIR: dir, VOLANT_JWT_SECRET: 'x'.repeat(32) });
  try {
    const raw = new SQLite(config.sqliteFile);
    raw.exec('create table rows (id integer primary key, structure_id integer not null); create index rows_structure on rows (structure_id)');
    const insert = raw.prepare('insert into rows (structure_id) values (?)');
    raw.transaction(() => {
      for (let i = 0; i < 500; i += 1) insert.run(i % 7);
    })();
    raw.exec('analyze');
    const count = (table: string) => (raw.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    assert.ok(count('sqlite_stat4') > 0, 'better-sqlite3 records sampled values on ANALYZE');
    raw.close();

    const opened = await openDatabase(config);
    try {
      const stats = async (table: string) => (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(opened.db)).rows[0]?.n;
      assert.equal(await stats('sqlite_stat4'), 0, 'the samples are forgotten');
      assert.equal(await stats('sqlite_stat1'), 1, 'the index averages stay');
    } finally {
      await opened.close();
    }
    const reopened = new SQLite(config.sqliteFile, { readonly: true });
    assert.equal((reopened.prepare('select count(*) as n from sqlite_stat1').get() as { n: number }).n, 1);
    reopened.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
