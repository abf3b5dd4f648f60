// `volant backup` / `volant restore` under write load: every write acknowledged before the backup
// began is in the restored copy, files included, and the restored base is consistent (it opens, its
// migrations are all applied, the NF525 chains verify). SQLite here; PostgreSQL too in the
// PostgreSQL run (two scratch databases, dropped at the end).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { createApp } from '../../../server/app';
import { loadConfig, type ServerConfig } from '../../../server/config';
import { createAppDeps } from '../../../server/core/env';
import { backupDatabase, restoreDatabase } from '../../../server/db/backup';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { migrations } from '../../../server/db/migrations/index';
import { auditLedger } from '../../../server/resources/ledger/audit';
import { seedDemo } from '../../../server/seed/demo';
import { bearer, bulkyPdf, jsonBody, signIn } from '../helpers';

const pgUrl = process.env.DATABASE_URL_TEST;
const cleanups: (() => Promise<void>)[] = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function scratchDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'volant-backup-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A database of its own: a SQLite file, or a scratch PostgreSQL database (needs only CREATEDB). */
const LEDGER_KEY = randomBytes(32).toString('hex');

/** The NF525 chains' witness, outside the databases: it travels with the backup, like the key. */
const WITNESS_DIR = join(tmpdir(), `volant-backup-witness-${randomBytes(6).toString('hex')}`);
cleanups.push(() => rm(WITNESS_DIR, { recursive: true, force: true }));

async function scratchConfig(): Promise<ServerConfig> {
  const varDir = await scratchDir();
  // One ledger key and one witness for the original and its restored copy, as every instance of one Volant shares them.
  const env: Record<string, string> = { VOLANT_VAR_DIR: varDir, VOLANT_JWT_SECRET: randomBytes(32).toString('hex'), VOLANT_LEDGER_KEY: LEDGER_KEY, VOLANT_LEDGER_WITNESS_DIR: WITNESS_DIR };
  if (pgUrl) {
    const name = `volant_backup_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: pgUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    });
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  return loadConfig(env);
}

describe(`backup and restore (${pgUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  test('a round trip under write load keeps every acknowledged write, the files and the NF525 chains', async (ctx) => {
    const config = await scratchConfig();
    const database = await openDatabase(config);
    const deps = createAppDeps(database, config);
    await migrateToLatest(deps.db, { ledgerKey: deps.config.ledgerKey });
    const ids = await seedDemo(deps);
    const app = createApp(deps);
    const { token } = await signIn(app, 'gerant@volant.test');
    const agency = `/api/agencies/${ids.centre.agencies.orleans}`;

    // A file, acknowledged before the backup.
    const learner = await deps.db.selectFrom('learners').select('id').where('structure_id', '=', ids.centre.structureId).where('agency_id', '=', ids.centre.agencies.orleans).where('archived', '=', 0).executeTakeFirstOrThrow();
    const type = await deps.db.selectFrom('document_types').select('id').where('code', '=', 'IDENTITE').executeTakeFirstOrThrow();
    const pdf = bulkyPdf(700_000);
    const form = new FormData();
    form.set('learner', String(learner.id));
    form.set('documentType', String(type.id));
    form.set('title', 'Sauvegardé');
    form.set('file', new File([pdf], 'sauvegarde.pdf', { type: 'application/pdf' }));
    const uploaded = await app.request('/api/document/document-upload', bearer(token, { method: 'POST', body: form }));
    assert.equal(uploaded.status, 201);
    const documentId = ((await uploaded.json()) as { id: number }).id;

    // Writes keep coming, each one recorded once the server acknowledged it (201).
    const acknowledged: { id: number; label: string }[] = [];
    let stop = false;
    const writer = (async () => {
      for (let i = 0; !stop && i < 6000; i += 1) {
        // Requests arrive from the network: let timers and the backup's steps run between them.
        await new Promise((resolve) => setImmediate(resolve));
        const label = `Charge ${i}`;
        const res = await app.request('/api/billing/tvas', jsonBody('POST', { label, rate: 30 + i / 100, agency }, token));
        assert.equal(res.status, 201, await res.clone().text());
        acknowledged.push({ id: ((await res.json()) as { id: number }).id, label });
      }
    })();
    let failure: unknown = null;
    writer.catch((error: unknown) => (failure = error));
    const waitFor = async (count: number) => {
      while (acknowledged.length < count) {
        if (failure) throw failure;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    await waitFor(20);

    const file = join(await scratchDir(), 'volant.sauvegarde');
    const before = [...acknowledged];
    const summary = await backupDatabase(config, file);
    const during = acknowledged.length - before.length;
    await waitFor(before.length + during + 10);
    stop = true;
    await writer;
    ctx.diagnostic(`${before.length} writes acknowledged before the backup, ${during} while it ran, ${acknowledged.length} in all`);
    assert.equal(summary.engine, pgUrl ? 'postgres' : 'sqlite');
    assert.ok(summary.bytes > pdf.length / 2, 'the backup holds the file');

    await database.close();

    const target = await scratchConfig();
    await restoreDatabase(target, file);
    const restored = await openDatabase(target);
    try {
      const copy = createAppDeps(restored, target);
      const applied = (await sql<{ name: string }>`select name from kysely_migration`.execute(copy.db)).rows;
      assert.deepEqual(applied.map((m) => m.name).sort(), Object.keys(migrations({ ledgerKey: LEDGER_KEY })).sort(), 'every migration applied');

      const rows = await copy.db.selectFrom('tvas').select(['id', 'label']).where('label', 'like', 'Charge %').execute();
      const present = new Map(rows.map((r) => [r.id, r.label]));
      const lost = before.filter((w) => present.get(w.id) !== w.label);
      assert.deepEqual(lost, [], `${lost.length} of ${before.length} writes acknowledged before the backup are missing`);
      assert.ok(rows.length <= acknowledged.length);

      const doc = await copy.db.selectFrom('documents').select('storage_key').where('id', '=', documentId).executeTakeFirstOrThrow();
      const opened = await copy.files.get(doc.storage_key);
      assert.ok(opened, 'the uploaded file is in the backup');
      assert.ok(Buffer.from(await new Response(opened.stream).arrayBuffer()).equals(pdf));

      const structures = await copy.db.selectFrom('ledger_events').select('structure_id').distinct().execute();
      assert.ok(structures.length > 0, 'the demo has NF525 events');
      for (const { structure_id } of structures) {
        const audit = await auditLedger(copy.db, structure_id, copy.config);
        assert.ok(audit.ok, audit.findings.map((f) => f.message).join('\n'));
      }
      await migrateToLatest(copy.db, { ledgerKey: copy.config.ledgerKey });
    } finally {
      await restored.close();
    }
  });

  test('SQLite: the base of a running server (another process holds its lock) is not replaced', { skip: Boolean(pgUrl) }, async () => {
    const config = await scratchConfig();
    const database = await openDatabase(config);
    await migrateToLatest(database.db, { ledgerKey: LEDGER_KEY });
    await database.close();
    const file = join(await scratchDir(), 'copie.sqlite');
    await backupDatabase(config, file);
    const server = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      await writeFile(`${config.sqliteFile}.lock`, String(server.pid));
      await assert.rejects(restoreDatabase(config, file), /déjà utilisée par un autre serveur Volant/);
    } finally {
      server.kill();
    }
  });

  test('a file that is not a backup is refused, and the base is left as it was', async () => {
    const config = await scratchConfig();
    const database = await openDatabase(config);
    await migrateToLatest(database.db, { ledgerKey: LEDGER_KEY });
    await database.close();
    const bogus = join(await scratchDir(), 'pas-une-sauvegarde');
    await writeFile(bogus, 'ceci n’est pas une sauvegarde');
    await assert.rejects(restoreDatabase(config, bogus), pgUrl ? /Échec de pg_restore/ : /n’est pas une base SQLite lisible/);
    const reopened = await openDatabase(config);
    try {
      assert.ok((await sql`select name from kysely_migration`.execute(reopened.db)).rows.length > 0);
    } finally {
      await reopened.close();
    }
  });
});
