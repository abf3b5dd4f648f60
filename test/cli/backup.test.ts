// `volant backup` and `volant restore` as an operator runs them: the built binary on a local SQLite
// database (the round trip under write load, on both engines, is test/server/shared-state/backup.test.ts).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { readFileSync } from 'node:fs';
import { createAppDeps } from '../../server/core/env';
import { seedDemo } from '../../server/seed/demo';
import { startServer } from '../e2e/harness';
import { cliHome, type CliHome } from './harness';

let home: CliHome;
let env: Record<string, string>;
before(async () => {
  home = await cliHome();
  env = { VOLANT_VAR_DIR: join(home.dir, 'var'), VOLANT_JWT_SECRET: 'x'.repeat(40) };
  const config = loadConfig(env);
  const database = await openDatabase(config);
  await migrateToLatest(database.db, { ledgerKey: config.ledgerKey });
  await database.db.insertInto('stored_files').values({ key: 'repere', mime_type: 'text/plain', complete: 1 }).execute();
  await database.close();
});
after(() => home?.cleanup());

const markers = async () => {
  const database = await openDatabase(loadConfig(env));
  try {
    return (await database.db.selectFrom('stored_files').select('key').execute()).map((r) => r.key);
  } finally {
    await database.close();
  }
};

describe('volant backup / restore', () => {
  test('backs up, refuses to restore without --yes, restores with it', async () => {
    const file = join(home.dir, 'volant.sauvegarde');
    const saved = await home.run(['--json', 'backup', file], { env });
    assert.equal(saved.code, 0, saved.stderr);
    const summary = JSON.parse(saved.stdout) as { engine: string; file: string; bytes: number };
    assert.equal(summary.engine, 'sqlite');
    assert.equal(summary.file, file);
    assert.ok(summary.bytes > 0);

    const database = await openDatabase(loadConfig(env));
    await database.db.deleteFrom('stored_files').execute();
    await database.close();
    assert.deepEqual(await markers(), []);

    const unconfirmed = await home.run(['restore', file], { env });
    assert.equal(unconfirmed.code, 2);
    assert.match(unconfirmed.stderr, /relancez avec --yes pour confirmer/);
    assert.deepEqual(await markers(), []);

    const restored = await home.run(['restore', file, '--yes'], { env });
    assert.equal(restored.code, 0, restored.stderr);
    assert.match(restored.stderr, /^Base SQLite restaurée depuis /m);
    assert.deepEqual(await markers(), ['repere']);
  });

  test('a missing backup or folder is a one-line French error, exit 1', async () => {
    const missing = await home.run(['restore', join(home.dir, 'absente.sqlite'), '--yes'], { env });
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /Restauration impossible : La sauvegarde .*absente\.sqlite n’existe pas\./);
    const noFolder = await home.run(['backup', join(home.dir, 'nulle-part', 'b.sqlite')], { env });
    assert.equal(noFolder.code, 1);
    assert.match(noFolder.stderr, /Sauvegarde impossible : Le dossier .*nulle-part n’existe pas\./);
  });

  test('restored on a new host without its ledger key: « clé du journal absente ou différente », never « modifié »; with the key and the witness, intact', async () => {
    // The old host: a base with the demo's NF525 books, its key in var/ledger-key, its witness in var/ledger-witness.
    const oldVar = join(home.dir, 'ancien-hote');
    const oldEnv = { VOLANT_VAR_DIR: oldVar, VOLANT_JWT_SECRET: 'y'.repeat(40) };
    const config = loadConfig(oldEnv);
    const database = await openDatabase(config);
    await migrateToLatest(database.db, { ledgerKey: config.ledgerKey });
    await seedDemo(createAppDeps(database, config));
    await database.close();
    const file = join(home.dir, 'livres.sauvegarde');
    assert.equal((await home.run(['backup', file], { env: oldEnv })).code, 0);

    // The new host: only the backup came; restoring it makes this host's own key.
    const newVar = join(home.dir, 'nouvel-hote');
    const restored = await home.run(['restore', file, '--yes'], { env: { VOLANT_VAR_DIR: newVar, VOLANT_JWT_SECRET: 'z'.repeat(40) } });
    assert.equal(restored.code, 0, restored.stderr);
    const onNewHost = { VOLANT_DB_FILE: join(newVar, 'volant.sqlite'), VOLANT_VAR_DIR: newVar };
    const server = await startServer({ env: onNewHost });
    try {
      const run = await home.run(['ledger', 'verify', '--server-only', '--base-url', server.url, '--user', 'gerant@volant.test', '--password', 'volant-demo']);
      assert.equal(run.code, 1, run.stdout);
      assert.match(run.stdout, /clé du journal absente ou différente/);
      assert.doesNotMatch(run.stdout + run.stderr, /modifi/);
    } finally {
      await server.stop();
    }

    // What must travel with a backup: the ledger key and the witness.
    const withKey = { ...onNewHost, VOLANT_LEDGER_KEY: readFileSync(join(oldVar, 'ledger-key'), 'utf8').trim(), VOLANT_LEDGER_WITNESS_DIR: join(oldVar, 'ledger-witness') };
    const rightKey = await startServer({ env: withKey });
    try {
      const run = await home.run(['ledger', 'verify', '--server-only', '--base-url', rightKey.url, '--user', 'gerant@volant.test', '--password', 'volant-demo']);
      assert.equal(run.code, 0, run.stdout + run.stderr);
    } finally {
      await rightKey.stop();
    }
  });
});
