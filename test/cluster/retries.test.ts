// Retries that always complete (issue 36): under a write load whose writes each carry an
// Idempotency-Key, instances are killed with kill -9 and PostgreSQL is stopped, its backends
// terminated and the server frozen; every write cut meanwhile and sent again with its key ends in
// exactly one row and a 2xx (its key commits with its writes: server/core/idempotency.ts). Writes
// sent without a key that were answered « réessayez » (503) were not recorded; those that may have
// been say so. The same with kill -9 of a single instance on SQLite, retried after its restart.
// test/run.mjs runs it after the build, only where PostgreSQL's binaries are installed.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test, type TestContext } from 'node:test';
import SQLite from 'better-sqlite3';
import { apiOf, freePort, ready, signInHttp, spawnServer, type ServerProcess } from '../reliability/server';
import { findPostgresBin, startPostgres, type Postgres } from './postgres';
import { PLAIN_503, startWriteLoad, wasCut, type WriteLoad } from './write-load';

const DATABASE = 'volant_retries';
const secret = randomBytes(32).toString('hex');
const ledgerKey = randomBytes(32).toString('hex');
/** Kills until at least this many keyed writes were cut in flight by them (bounded by MAX_KILLS). */
const CUT_BY_KILLS = 10;
const MAX_KILLS = 15;
/** Writers with a key at once (one more writes without a key). */
const WRITERS = 4;
const dirs: string[] = [];
const servers: ServerProcess[] = [];
let postgres: Postgres | undefined;

after(async () => {
  for (const server of servers) await server.crash();
  postgres?.destroy();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'volant-retries-'));
  dirs.push(dir);
  return dir;
}

/** An instance of the built server on `port` with `env`; a later one on the same port replaces a killed one. */
async function instance(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const server = spawnServer({ VOLANT_JWT_SECRET: secret, VOLANT_LEDGER_KEY: ledgerKey, ...env }, port);
  servers.push(server);
  await ready(server);
  return server;
}

async function agencyIri(base: string, token: string): Promise<string> {
  const agencies = await apiOf(base, token).json<{ 'hydra:member': { id: number; name: string }[] }>('/api/agencies');
  const orleans = agencies['hydra:member'].find((x) => /Orléans/.test(x.name));
  assert.ok(orleans);
  return `/api/agencies/${orleans.id}`;
}

/** Keyed writes cut in flight (a 5xx or a cut connection) so far. */
const cutWrites = (load: WriteLoad) => load.keyed.filter((w) => w.attempts.some(wasCut)).length;

/**
 * kill -9 of `victim()` (restarted by `restart`) while the load runs, again until CUT_BY_KILLS keyed
 * writes were cut by the kills. Answers the kills made.
 */
async function killUnderLoad(load: WriteLoad, victim: () => ServerProcess, restart: () => Promise<void>): Promise<number> {
  const before = cutWrites(load);
  let kills = 0;
  while (kills < MAX_KILLS && cutWrites(load) - before < CUT_BY_KILLS) {
    await load.progress(WRITERS * 2);
    await victim().crash();
    kills += 1;
    await restart();
  }
  assert.ok(cutWrites(load) - before >= CUT_BY_KILLS, `${MAX_KILLS} kills cut only ${cutWrites(load) - before} writes`);
  return kills;
}

/** Every keyed write answered 2xx, each with exactly one row; the plain 503s said the truth. */
function checkOutcome(t: TestContext, load: WriteLoad, rowsOf: (label: string) => number): void {
  const unanswered = load.keyed.filter((w) => w.status < 200 || w.status > 299);
  assert.deepEqual(
    unanswered.map((w) => `${w.label}: ${w.attempts.join(' ')}`),
    [],
    'every write retried with its key is answered 2xx in the end (409 « en cours » is a key left by a request that died)',
  );
  const counts = load.keyed.map((w) => ({ label: w.label, rows: rowsOf(w.label) }));
  assert.deepEqual(counts.filter((c) => c.rows !== 1), [], 'every keyed write is exactly one row');

  // A 503 says « réessayez » (the database, or an instance still starting), or that the write may have been recorded.
  const plain503 = load.plain.filter((p) => p.status === 503);
  const lied = plain503.filter((p) => p.detail !== PLAIN_503.perhaps && rowsOf(p.label) > 0);
  assert.deepEqual(lied.map((p) => `${p.label}: ${p.detail}`), [], 'a write answered « réessayez » (503) without a key was not recorded');

  const cut = load.keyed.filter((w) => w.attempts.some(wasCut));
  const perhaps = plain503.filter((p) => p.detail === PLAIN_503.perhaps);
  t.diagnostic(
    `${load.keyed.length} keyed writes, ${cut.length} cut (${cut.reduce((n, w) => n + w.attempts.length - 1, 0)} retries), all one row and 2xx; ` +
      `without a key: ${load.plain.length} writes, ${plain503.length} answered 503 (${perhaps.length} « peut-être enregistrée », ${perhaps.filter((p) => rowsOf(p.label) > 0).length} of them recorded)`,
  );
}

test('PostgreSQL, two instances: kill -9, terminated backends, a frozen and a stopped server under write load; every cut write retried with its key is one row and a 2xx', async (t) => {
  const bin = findPostgresBin();
  assert.ok(bin, 'PostgreSQL binaries (/usr/lib/postgresql/*/bin) are needed: test/run.mjs runs this suite only where they are');
  const pg = (postgres = await startPostgres(bin));
  await pg.createDatabase(DATABASE);
  const env = (varDir: string) => ({
    DATABASE_URL: pg.url(DATABASE),
    VOLANT_VAR_DIR: varDir,
    VOLANT_PG_CONNECT_TIMEOUT_MS: '1000',
    VOLANT_PG_STATEMENT_TIMEOUT_MS: '1000',
  });
  const [portA, portB] = [await freePort(), await freePort()];
  const varA = tempDir();
  let a = await instance(env(varA), portA);
  const b = await instance(env(tempDir()), portB);
  const { token } = await signInHttp(a.url, 'gerant@volant.test');
  const load = startWriteLoad({ urls: () => [a.url, b.url], token, agency: await agencyIri(a.url, token) }, WRITERS, 'Reprise pg');
  try {
    const kills = await killUnderLoad(load, () => a, async () => void (a = await instance(env(varA), portA)));
    t.diagnostic(`${kills} kill -9 of an instance`);

    await load.progress(WRITERS);
    const terminated = await pg.query(DATABASE, `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'volant'`, [DATABASE]);
    t.diagnostic(`${terminated.length} backends terminated`);

    await load.progress(WRITERS);
    pg.freeze();
    try {
      await load.failureSeen(30_000);
    } finally {
      pg.thaw();
    }

    await load.progress(WRITERS);
    pg.stop();
    try {
      await load.failureSeen(30_000);
    } finally {
      pg.start();
    }
    await load.progress(WRITERS * 2);
  } finally {
    await load.stop();
  }
  const rows = await pg.query<{ label: string; count: number }>(DATABASE, `select label, count(*)::int as count from tvas where label like 'Reprise pg %' group by label`);
  const byLabel = new Map(rows.map((r) => [r.label, r.count]));
  checkOutcome(t, load, (label) => byLabel.get(label) ?? 0);
});

test('SQLite, one instance: kill -9 under write load, restarted on the same file; every cut write retried with its key is one row and a 2xx', async (t) => {
  const varDir = tempDir();
  const file = join(varDir, 'volant.sqlite');
  const port = await freePort();
  const env = { VOLANT_VAR_DIR: varDir, VOLANT_DB_FILE: file };
  let server = await instance(env, port);
  const { token } = await signInHttp(server.url, 'gerant@volant.test');
  const load = startWriteLoad({ urls: () => [server.url], token, agency: await agencyIri(server.url, token) }, WRITERS, 'Reprise sqlite');
  try {
    const kills = await killUnderLoad(load, () => server, async () => void (server = await instance(env, port)));
    t.diagnostic(`${kills} kill -9 of the instance`);
    await load.progress(WRITERS * 2);
  } finally {
    await load.stop();
  }
  await server.stop();
  const db = new SQLite(file, { readonly: true });
  try {
    const count = db.prepare<[string], { count: number }>('select count(*) as count from tvas where label = ?');
    checkOutcome(t, load, (label) => count.get(label)?.count ?? 0);
  } finally {
    db.close();
  }
});
