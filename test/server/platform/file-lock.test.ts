import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/database';

test('a second server on the same SQLite file is refused with a clear message; a stale lock is taken over', { skip: Boolean(process.env.DATABASE_URL_TEST) && 'SQLite only' }, async () => {
  const dir = await mkdtemp(join(tmpdir(), 'volant-lock-'));
  const config = loadConfig({ VOLANT_VAR_DIR: dir, VOLANT_JWT_SECRET: 'x'.repeat(32) });
  try {
    const first = await openDatabase(config);
    assert.equal((await readFile(`${config.sqliteFile}.lock`, 'utf8')).trim(), String(process.pid));
    // Same pid would take over its own lock: pretend another live process (the test runner's parent) holds it.
    await writeFile(`${config.sqliteFile}.lock`, String(process.ppid));
    await assert.rejects(openDatabase(config), /déjà utilisée par un autre serveur Volant \(processus \d+\)/);
    await writeFile(`${config.sqliteFile}.lock`, String(process.pid));
    await first.close();
    await assert.rejects(readFile(`${config.sqliteFile}.lock`, 'utf8'), /ENOENT/, 'released on close');

    await writeFile(`${config.sqliteFile}.lock`, '999999999');
    const second = await openDatabase(config);
    await second.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
